/** The html_block module: its title (if any) and the HTML staff wrote, sanitised by the server. */
import { RichText } from '../rich-text';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import type { HomeModuleData } from './modules';

export function HtmlBlock(module: HomeModuleData) {
  const html = module.content?.html?.trim();
  if (!html) return null;
  return (
    <ModuleFrame fields={module} className="home-html">
      <ModuleHeading {...module} />
      <RichText html={html} />
    </ModuleFrame>
  );
}
