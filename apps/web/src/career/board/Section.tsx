import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface Props {
  readonly heading: ComponentChildren;
  readonly class: string;
  readonly level?: 2 | 3;
  readonly children: ComponentChildren;
}

/** A titled part of a mat or board: a <section> named by its heading (ids unique when two boards share a page). */
export function Section({ heading, class: className, level = 3, children }: Props) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class={className} aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
    </section>
  );
}
