/**
 * A content list screen's frame (pages of blocks, CMS pages, blog posts and categories): the content
 * tabs, the title with its "new" button and what the screen is for, then the list once the shop's uuid
 * is known (the lists and the new records are the shop's).
 */
import type { ComponentProps, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { ListHeading } from '../../components/ListHeading';
import { ShopGate } from '../../components/ShopGate';
import { ContentNav } from './ContentNav';
import type { ContentSection } from './ContentNav';

interface Props extends ComponentProps<typeof ListHeading> {
  readonly current: ContentSection;
  /** The feature's own class beside content-list, for its own styles. */
  readonly className?: string;
  /** The feature's query of the shop (each screen owns its queries). */
  readonly shopQuery: ComponentProps<typeof ShopGate>['query'];
  readonly shopFailed: MessageDescriptor;
  readonly children: (shopUuid: string) => ReactNode;
}

export function ContentListScreen({
  current,
  className,
  shopQuery,
  shopFailed,
  children,
  ...heading
}: Props) {
  return (
    <section className={className ? `page content-list ${className}` : 'page content-list'}>
      <ContentNav current={current} />
      <ListHeading {...heading} />
      <ShopGate query={shopQuery} failed={shopFailed} loading={sharedMessages.loading}>
        {children}
      </ShopGate>
    </section>
  );
}
