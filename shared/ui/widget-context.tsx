// The widget's context (store, navigate, ready, fail) for every component below defineWidget,
// so links and calls reach it without threading it through props.
import { createContext, useContext } from 'react';
import type { WidgetContext } from '../widget-types.ts';

const Context = createContext<WidgetContext | null>(null);

export const WidgetContextProvider = Context.Provider;

export function useWidget(): WidgetContext {
  const context = useContext(Context);
  if (!context) throw new Error('useWidget() outside a widget: render the component through defineWidget');
  return context;
}
