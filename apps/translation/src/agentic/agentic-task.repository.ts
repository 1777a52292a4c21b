import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AsyncWorkError } from '@app/contracts';
import { Claim, LeaseQueue } from '@app/work-queue';
import { Repository } from 'typeorm';
import { FinalStateExtras, FinalStateWriter } from '../webhooks/final-state.writer';
import { AgenticTaskEntity } from './agentic-task.entity';

const TABLE = 'translation.agentic_tasks';

export type NewAgenticTask = Pick<
  AgenticTaskEntity,
  | 'id'
  | 'organizationId'
  | 'keyId'
  | 'form'
  | 'sourceLanguage'
  | 'targetLanguage'
  | 'text'
  | 'glossaryId'
  | 'prompt'
  | 'memoryId'
  | 'memoryThreshold'
  | 'ignoreCache'
  | 'uiSafe'
  | 'webhookUrl'
>;

/** Every query on agentic tasks, the work queue included. */
@Injectable()
export class AgenticTaskRepository {
  readonly queue: LeaseQueue;

  constructor(
    @InjectRepository(AgenticTaskEntity) private readonly tasks: Repository<AgenticTaskEntity>,
    private readonly finalState: FinalStateWriter,
  ) {
    this.queue = new LeaseQueue(tasks.manager.connection, { table: TABLE, pendingStatus: 'PENDING' });
  }

  async insert(task: NewAgenticTask): Promise<AgenticTaskEntity> {
    await this.tasks.insert({ ...task, status: 'PENDING', attempts: 0, progress: 0, passes: 0 });
    return this.tasks.findOneByOrFail({ id: task.id });
  }

  findById(id: string): Promise<AgenticTaskEntity | null> {
    return this.tasks.findOneBy({ id });
  }

  findForOrganization(id: string, organizationId: string): Promise<AgenticTaskEntity | null> {
    return this.tasks.findOneBy({ id, organizationId });
  }

  /** Progress of the claim holder; a retry starts over, so progress never goes back below what it shows. */
  async progress(claim: Claim, passes: number, progress: number): Promise<void> {
    await this.tasks.query(
      `UPDATE ${TABLE} SET passes = $3, progress = GREATEST(progress, $4) WHERE id = $1 AND lease_owner = $2 AND status = 'PENDING'`,
      [claim.id, claim.owner, passes, progress],
    );
  }

  complete(claim: Claim, completedAt: Date, result: string, passes: number, extras: FinalStateExtras) {
    return this.finalState.write(
      this.queue,
      claim,
      `status = 'READY', completed_at = $3, result = $4, passes = $5, progress = 100`,
      [completedAt, result, passes],
      extras,
    );
  }

  fail(claim: Claim, completedAt: Date, error: AsyncWorkError, extras: FinalStateExtras) {
    return this.finalState.writeError(this.queue, claim, completedAt, error, extras);
  }
}
