import { AgenticFormBStatus, AgenticRecord, AgenticStarted, AsyncStatus } from '@app/contracts';
import { AgenticTaskEntity } from './agentic-task.entity';

const FORM_B_STATUS: Record<AsyncStatus, AgenticFormBStatus> = {
  PENDING: 'pending',
  READY: 'completed',
  ERROR: 'failed',
};

export function agenticStarted(task: AgenticTaskEntity): AgenticStarted {
  return task.form === 'A' ? { translation_id: task.id, status: 'PENDING' } : { id: task.id, status: 'pending' };
}

/** The task in the form it was started with (CONTRACT "Forms A and B"). */
export function agenticRecord(task: AgenticTaskEntity): AgenticRecord {
  const error = task.status === 'ERROR' && task.error ? { error: task.error } : {};
  if (task.form === 'B') {
    return {
      id: task.id,
      status: FORM_B_STATUS[task.status],
      result: task.status === 'READY' ? task.result : null,
      progress: task.status === 'READY' ? 100 : task.progress,
      ...error,
    };
  }
  return {
    id: task.id,
    status: task.status,
    createdAt: task.createdAt.toISOString(),
    completedAt: task.completedAt?.toISOString() ?? null,
    ...(task.status === 'READY' && task.result !== null ? { result: task.result } : {}),
    ...error,
    sourceLanguage: task.sourceLanguage,
    targetLanguage: task.targetLanguage,
    passes: task.passes,
  };
}
