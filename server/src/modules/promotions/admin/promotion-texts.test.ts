import { PROMOTION_TEXT_MAX_LENGTH } from '@tijara/schema';
import { sanitizeBannerHtml } from './banner-html';
import { FieldProblems } from './field-problems';
import { checkTranslations, translationList } from './promotion-texts';
import type { PromotionTextsValue } from './promotion-texts';

function check(inputs: PromotionTextsValue[]) {
  const problems = new FieldProblems();
  const translations = checkTranslations(problems, inputs);
  return { translations, errors: problems.all };
}

describe('checkTranslations', () => {
  it('trims the texts, fills the missing ones with "" and drops a language left blank', () => {
    const { translations, errors } = check([
      { locale: 'fr', title: ' Soldes ', slogan: ' Tout à -20 % ' },
      { locale: 'en', title: ' ', subtitle: null },
      { locale: 'ar', title: 'تخفيضات' },
    ]);
    expect(errors).toEqual({});
    expect(translations).toEqual({
      fr: { title: 'Soldes', subtitle: '', slogan: 'Tout à -20 %', bannerHtml: '' },
      ar: { title: 'تخفيضات', subtitle: '', slogan: '', bannerHtml: '' },
    });
    expect(translationList(translations).map((texts) => texts.locale)).toEqual(['fr', 'ar']);
  });

  it('requires French with a title', () => {
    expect(check([{ locale: 'en', title: 'Sales' }]).errors).toEqual({
      translations: ['fr: the French texts are required, with a title'],
    });
    expect(check([{ locale: 'fr', title: '  ' }]).errors).toEqual({
      translations: ['fr: the title is required'],
    });
  });

  it('refuses an unknown language, a language given twice, a title without text and long texts', () => {
    const long = 'x'.repeat(PROMOTION_TEXT_MAX_LENGTH + 1);
    const { errors } = check([
      { locale: 'fr', title: 'Soldes', subtitle: long },
      { locale: 'fr', title: 'Encore' },
      { locale: 'de', title: 'Rabatt' },
      { locale: 'en', title: '', slogan: 'Everything must go' },
    ]);
    expect(errors).toEqual({
      translations: [
        `fr: the subtitle must be at most ${PROMOTION_TEXT_MAX_LENGTH} characters`,
        'fr: each language may be given once',
        'de: the language must be one of fr, en, ar',
        'en: the title is required',
      ],
    });
  });

  it('stores the banner sanitised', () => {
    const { translations } = check([
      { locale: 'fr', title: 'Soldes', bannerHtml: '<h2 onclick="x()">Hiver</h2><script>alert(1)</script>' },
    ]);
    expect(translations.fr.bannerHtml).toBe('<h2>Hiver</h2>');
  });
});

describe('sanitizeBannerHtml', () => {
  it('keeps headings, text tags, links and http(s) images with their alt text', () => {
    const html =
      '<h1>A</h1><h4>B</h4><p><span>C</span> <strong>D</strong> <em>E</em><br></p>' +
      '<a href="https://shop.dz/soldes">Voir</a><img src="https://cdn.dz/b.webp" alt="Bannière">';
    expect(sanitizeBannerHtml(html)).toBe(
      '<h1>A</h1><h4>B</h4><p><span>C</span> <strong>D</strong> <em>E</em><br /></p>' +
        '<a href="https://shop.dz/soldes" rel="noopener">Voir</a><img src="https://cdn.dz/b.webp" alt="Bannière" />',
    );
  });

  it('drops scripts, styles, handlers, iframes and dangerous URLs', () => {
    const html =
      '<p style="color:red" onmouseover="x()">Texte</p><style>p{}</style><script>alert(1)</script>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>' +
      '<img src="data:image/png;base64,AAAA" alt="d"><img src="//evil.example/a.png"><img onerror="x()">';
    expect(sanitizeBannerHtml(html)).toBe('<p>Texte</p><a rel="noopener">x</a>');
  });
});
