import type { ComponentChildren } from 'preact';
import { followLink } from '../router';

export function Link(props: {
  href: string;
  class?: string;
  current?: boolean;
  children: ComponentChildren;
}) {
  return (
    <a
      href={props.href}
      class={props.class}
      aria-current={props.current ? 'page' : undefined}
      onClick={followLink}
    >
      {props.children}
    </a>
  );
}
