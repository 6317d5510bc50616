// The messages beside the editor: the widget's own (its katkin:error message, its console
// warnings for look-only fallbacks), the editor's (JSON that does not parse) and the link's.
// Always text, never markup: they can echo what a link or the JSON holds.
type Source = 'link' | 'editor' | 'widget';
type Kind = 'error' | 'warning' | 'ok';

const WORDS: Record<Kind, string> = { error: 'Error', warning: 'Warning', ok: 'OK' };

export interface Messages {
  set(source: Source, items: [Kind, string][]): void;
  add(source: Source, kind: Kind, text: string): void;
}

export function createMessages(list: HTMLElement): Messages {
  const bySource: Record<Source, [Kind, string][]> = { link: [], editor: [], widget: [] };
  const render = () =>
    list.replaceChildren(
      ...(['link', 'editor', 'widget'] as const).flatMap((source) =>
        bySource[source].map(([kind, text]) => {
          // The kind in words too, not by colour alone.
          const item = Object.assign(document.createElement('li'), { className: `message-${kind}` });
          item.append(Object.assign(document.createElement('strong'), { textContent: `${WORDS[kind]}:` }), ` ${text}`);
          return item;
        }),
      ),
    );
  return {
    set(source, items) {
      bySource[source] = items;
      render();
    },
    add(source, kind, text) {
      bySource[source].push([kind, text]);
      render();
    },
  };
}
