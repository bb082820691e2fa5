/**
 * The box every home module draws itself in: its width on the page (size: full, wide, half, third;
 * home.css lays them out on a desktop, one column on a phone), its background colour (the text
 * colour follows, dark or light), and the classes staff gave it (wrapperCssClass on the frame,
 * containerClass on a container inside). Values that are not what the server writes (old data) are
 * left out rather than trusted.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { ModuleFields } from './module-fields';

// The server's rules (@tijara/schema content.ts: BLOCK_SIZES, isBgColor, isCssClassList), restated:
// importing that module brings its vocabularies' tables onto the home's first route.
const SIZES = ['full', 'wide', 'half', 'third'];
const BACKGROUND = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const CLASS_LIST = /^[a-z0-9_-]+(?: [a-z0-9_-]+)*$/;

interface Props {
  readonly fields: ModuleFields;
  /** The module's own classes, after `home-module`. */
  readonly className?: string;
  /** A section when the module is named by its heading (a list of deals), else a div. */
  readonly element?: 'div' | 'section';
  readonly labelledBy?: string;
  readonly children: ReactNode;
}

function classes(value: string | null | undefined): string | null {
  const normalised = (value ?? '').trim().replace(/\s+/g, ' ');
  return normalised.length <= 100 && CLASS_LIST.test(normalised) ? normalised : null;
}

function sizeOf(size: string | null | undefined): string {
  return size && SIZES.includes(size) ? size : 'full';
}

export function ModuleFrame({ fields, className, element = 'div', labelledBy, children }: Props) {
  const background = fields.bgColor && BACKGROUND.test(fields.bgColor.trim()) ? fields.bgColor.trim() : null;
  const frameClasses = [
    'home-module',
    `home-module--${sizeOf(fields.size)}`,
    className,
    background ? 'home-module--filled' : null,
    classes(fields.wrapperCssClass),
  ].filter(Boolean);
  const style = background ? ({ '--module-background': background } as CSSProperties) : undefined;
  const container = classes(fields.containerClass);
  const Element = element;
  return (
    <Element className={frameClasses.join(' ')} style={style} aria-labelledby={labelledBy}>
      {container ? <div className={container}>{children}</div> : children}
    </Element>
  );
}
