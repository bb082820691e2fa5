import { isBlankHtml, sanitizeReviewText } from './review-text';

describe('sanitizeReviewText', () => {
  it('drops scripts with their content, images and event handlers, and keeps allowed tags', () => {
    expect(sanitizeReviewText('<script>alert(1)</script><img src=x onerror=alert(1)><b>ok</b>')).toBe(
      '<b>ok</b>',
    );
  });

  it('drops links but keeps their words', () => {
    expect(sanitizeReviewText('Buy <a href="https://spam.example">cheap pills</a> now')).toBe(
      'Buy cheap pills now',
    );
  });

  it('removes every attribute, even on allowed tags', () => {
    expect(sanitizeReviewText('<p style="color:red" class="x" onclick="go()">fine</p>')).toBe('<p>fine</p>');
  });

  it('keeps the formatting tags a review may use', () => {
    const html = '<p><strong>a</strong> <em>b</em> <i>c</i></p><ul><li>d</li></ul><ol><li>e</li></ol>';
    expect(sanitizeReviewText(html)).toBe(html);
  });

  it('turns plain line breaks into <br> and trims the ends', () => {
    expect(sanitizeReviewText('  Good\r\nvery good\nthanks  ')).toBe('Good<br />very good<br />thanks');
  });

  it('escapes a lone < or & as text rather than reading it as markup', () => {
    expect(sanitizeReviewText('price < 100 & fast')).toBe('price &lt; 100 &amp; fast');
  });

  it('drops style blocks, iframes and unknown tags', () => {
    expect(sanitizeReviewText('<style>b{}</style><iframe src="x"></iframe><u>under</u>')).toBe('under');
  });
});

describe('isBlankHtml', () => {
  it('sees no words in tags, breaks and spaces', () => {
    expect(isBlankHtml('<p> <br /> &nbsp;</p>')).toBe(true);
    expect(isBlankHtml('')).toBe(true);
  });

  it('sees words', () => {
    expect(isBlankHtml('<b>ok</b>')).toBe(false);
  });
});
