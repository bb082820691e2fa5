/**
 * The content screens' own tabs (one sidebar entry leads to them all): pages, CMS pages, blog posts
 * and blog categories, the current one marked. Plain links: each is an address of its own.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { pathOf } from '../shell';
import { messages } from './messages';
import './content-editing.css';

export type ContentSection = 'contentPages' | 'cmsPages' | 'blogPosts' | 'blogCategories';

const SECTIONS: readonly { readonly name: ContentSection; readonly label: MessageDescriptor }[] = [
  { name: 'contentPages', label: messages.navPages },
  { name: 'cmsPages', label: messages.navCms },
  { name: 'blogPosts', label: messages.navBlogPosts },
  { name: 'blogCategories', label: messages.navBlogCategories },
];

export function ContentNav({ current }: { current: ContentSection }) {
  const intl = useIntl();
  return (
    <nav className="content-nav" aria-label={intl.formatMessage(messages.sections)}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.name}>
            <Link
              to={pathOf({ name: section.name })}
              aria-current={section.name === current ? 'page' : undefined}
            >
              {intl.formatMessage(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
