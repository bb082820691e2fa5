/**
 * The banner module: one picture (a link when it has one) with the HTML caption staff wrote under it
 * (sanitised by the server). Nothing without a picture or a caption.
 */
import { useIntl } from 'react-intl';
import { RichText } from '../rich-text';
import { BannerPicture } from './BannerPicture';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';
import type { HomeModuleData } from './modules';

export function Banner(module: HomeModuleData) {
  const intl = useIntl();
  const [image] = module.content?.images ?? [];
  const caption = module.content?.html?.trim();
  if (!image && !caption) return null;
  const name = module.publicTitle || intl.formatMessage(messages.highlights);
  return (
    <ModuleFrame fields={module} className="home-single-banner">
      <ModuleHeading {...module} />
      {image ? (
        <div className="home-banner__slides home-banner__slides--single">
          <BannerPicture image={image} lead={module.priority === true} name={name} />
        </div>
      ) : null}
      {caption ? <RichText className="home-single-banner__caption" html={caption} /> : null}
    </ModuleFrame>
  );
}
