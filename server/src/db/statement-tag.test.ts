import { runInRequestScope } from '../core/request-scope';
import { tagStatement, untagStatement } from './statement-tag';

describe('statement tags', () => {
  it("puts the request's id in front of a statement sent during a request, and nothing outside one", () => {
    const tagged = runInRequestScope({ requestId: 'edge-0001-abcd' }, () => tagStatement('select 1'));
    expect(tagged).toBe('/* request_id=edge-0001-abcd */ select 1');
    expect(tagStatement('select 1')).toBe('select 1');
  });

  it('never writes an id that could close the comment', () => {
    const sql = runInRequestScope({ requestId: 'x */ drop table y; --' }, () => tagStatement('select 1'));
    expect(sql).toBe('select 1');
  });

  it('gives back the statement as the code wrote it', () => {
    expect(untagStatement('/* request_id=edge-0001-abcd */ select 1')).toBe('select 1');
    expect(untagStatement('/* a comment of the code */ select 1')).toBe(
      '/* a comment of the code */ select 1',
    );
  });
});
