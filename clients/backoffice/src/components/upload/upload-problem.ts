/**
 * What staff are told about a failed upload: "the server refused this file" followed by its own
 * words about the file when it gave some, else the shared text of the refusal's code (or of no
 * answer at all). The server's sentences are shown as they come, as field errors are.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage } from '@tijara/shared';
import { uploadMessages } from './messages';
import type { UploadProblem } from './upload-file';

export function problemMessage(problem: UploadProblem): MessageDescriptor {
  return problem.fileErrors.length > 0 ? uploadMessages.refused : errorMessage(problem.verdict);
}
