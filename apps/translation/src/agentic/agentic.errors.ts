import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

/** Another organization's task, or an id that is no UUID, is not found either. */
export function agenticTaskNotFound(id: string): DomainException {
  return DomainException.notFound(`Agentic translation ${id} not found`);
}

/** With uiSafe a broken draft is never the result: the task fails (422) rather than ship it. */
export function noUiSafeDraft(maxPasses: number): DomainException {
  return new DomainException(
    `No draft kept every placeholder of the source within ${maxPasses} passes and 1.3 times its length (uiSafe)`,
    ErrorCode.UNPROCESSABLE,
  );
}
