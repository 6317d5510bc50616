import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { featureTogglesOptions } from './feature-toggles-options.ts';
import { FeatureToggles } from './feature-toggles.tsx';
import styles from './feature-toggles.css';

export const { mount } = defineWidget({ options: featureTogglesOptions, styles: [styles], Component: FeatureToggles });
