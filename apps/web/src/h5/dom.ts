/**
 * The `/h5/` client builds its few views with plain DOM calls: no framework to download before the first post
 * shows (the whole client is a few kB, see docs/architecture.md "The /h5/ mobile pages"). Text always goes in as
 * text nodes; the only HTML inserted is a post's body, after the sanitiser (rich-text.ts).
 */
export type Child = Node | string | number | null | undefined | false | Child[];
type Prop = string | number | boolean | null | undefined | ((event: Event) => void);

function append(parent: Node, child: Child): void {
  if (child === null || child === undefined || child === false) return;
  if (Array.isArray(child)) {
    for (const each of child) append(parent, each);
    return;
  }
  parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
}

/** `h('a', { href, class: 'x', onclick }, 'text', child)`; `false`/`null` attributes are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Record<string, Prop> | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined)
      element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}
