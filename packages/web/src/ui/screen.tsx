/**
 * The frame of every screen: its one h1, the document title, and focus moved to the heading when the
 * screen opens so keyboard and screen-reader users start at the top of what changed.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function Screen(props: { title: string; intro?: ComponentChildren; children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${props.title} · Solace`;
    // Only after a navigation: on first load focus stays where the browser put it.
    if (document.activeElement && document.activeElement !== document.body) heading.current?.focus();
  }, [props.title]);
  return (
    <section class="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1} ref={heading}>
        {props.title}
      </h1>
      {props.intro && <div class="intro">{props.intro}</div>}
      {props.children}
    </section>
  );
}
