/**
 * Every NATS subject of the cluster, in one place. The version suffix lets a
 * message shape change without breaking replicas still running the old one.
 */
export const Subjects = {
  auth: {
    health: 'auth.health.v1',
    verifyKey: 'auth.key.verify.v1',
    createOrganization: 'auth.organization.create.v1',
    createUser: 'auth.user.create.v1',
    createKey: 'auth.key.create.v1',
    listKeys: 'auth.key.list.v1',
    revokeKey: 'auth.key.revoke.v1',
    /** The organization's webhook signing secret (Standard Webhooks `whsec_...`), for the services that send webhooks and the CLI. */
    getWebhookSecret: 'auth.organization.webhook-secret.get.v1',
    rotateWebhookSecret: 'auth.organization.webhook-secret.rotate.v1',
    /** The organization's plan (limits and quota); the admin CLI sets it. */
    getOrganizationPlan: 'auth.organization.plan.get.v1',
    setOrganizationPlan: 'auth.organization.plan.set.v1',
    /** Web app sessions: the browser holds only the opaque id, the gateway resolves it on every request. */
    signIn: 'auth.session.sign-in.v1',
    resolveSession: 'auth.session.resolve.v1',
    signOut: 'auth.session.sign-out.v1',
    listMembers: 'auth.member.list.v1',
    inviteMember: 'auth.member.invite.v1',
    changeMemberRole: 'auth.member.change-role.v1',
    removeMember: 'auth.member.remove.v1',
    previewInvitation: 'auth.invitation.preview.v1',
    acceptInvitation: 'auth.invitation.accept.v1',
  },
  glossary: {
    health: 'glossary.health.v1',
    createGlossary: 'glossary.glossary.create.v1',
    listGlossaries: 'glossary.glossary.list.v1',
    getGlossary: 'glossary.glossary.get.v1',
    updateGlossary: 'glossary.glossary.update.v1',
    deleteGlossary: 'glossary.glossary.delete.v1',
    listTerms: 'glossary.term.list.v1',
    createTerm: 'glossary.term.create.v1',
    bulkCreateTerms: 'glossary.term.bulk-create.v1',
    getTerm: 'glossary.term.get.v1',
    updateTerm: 'glossary.term.update.v1',
    deleteTerm: 'glossary.term.delete.v1',
    /** A page of terms with their definitions, sized for one NATS message: file exports read a glossary with it. */
    exportTermsPage: 'glossary.term.export-page.v1',
    /** All entries of a glossary for the services that match or apply terms. */
    getEntries: 'glossary.entries.get.v1',
    /** The same entries, gzipped when large (`PackedGlossaryEntries`): for glossaries over NATS's 1 MiB message limit. */
    getEntriesPacked: 'glossary.entries.get-packed.v1',
    /** Writes the glossary's current entries to JetStream's object store (if missing) and names the objects: any size. */
    getSnapshot: 'glossary.snapshot.get.v1',
  },
  termCounter: {
    health: 'term-counter.health.v1',
    count: 'term-counter.count.v1',
  },
  translation: {
    health: 'translation.health.v1',
    translate: 'translation.translate.v1',
    translateBatch: 'translation.translate-batch.v1',
    startBatchJob: 'translation.batch-job.start.v1',
    getBatchJob: 'translation.batch-job.get.v1',
    startAgentic: 'translation.agentic.start.v1',
    getAgentic: 'translation.agentic.get.v1',
    listLanguages: 'translation.languages.list.v1',
    detectLanguage: 'translation.languages.detect.v1',
    /** Credits per day and operation, from the usage records (web app "Usage"). */
    usageByDay: 'translation.usage.by-day.v1',
    /** Whether the month's credits cover work accepted now and translated later (localization tables). */
    checkQuota: 'translation.quota.check.v1',
    /** The month's credits used and left, the plan and its limits (`GET /v1/usage`, DeepL's `/v2/usage`). */
    usageOfMonth: 'translation.usage.month.v1',
    /**
     * Work another service runs (documents): a batch translated without being charged yet, and the
     * final settlement (usage of the whole job and its webhook, once). Only that service sends them.
     */
    translateBatchUncharged: 'translation.translate-batch.uncharged.v1',
    /** The checks a translate-batch request would pass, without translating (a job is refused before it is accepted). */
    checkBatch: 'translation.translate-batch.check.v1',
    settleWork: 'translation.external-work.settle.v1',
  },
  metrics: {
    health: 'metrics.health.v1',
    fluency: 'metrics.fluency.v1',
    fluencyBatch: 'metrics.fluency-batch.v1',
    gemba: 'metrics.gemba.v1',
  },
  localization: {
    health: 'localization.health.v1',
    uploadFile: 'localization.file.upload.v1',
    generate: 'localization.table.generate.v1',
    list: 'localization.table.list.v1',
    get: 'localization.table.get.v1',
    download: 'localization.table.download.v1',
    readFile: 'localization.table.read-file.v1',
  },
  /** Document translation jobs (CONTRACT "Documents"), served by the localization service. */
  documents: {
    start: 'localization.document.start.v1',
    list: 'localization.document.list.v1',
    get: 'localization.document.get.v1',
    delete: 'localization.document.delete.v1',
    download: 'localization.document.download.v1',
    readFile: 'localization.document.read-file.v1',
  },
  memory: {
    health: 'memory.health.v1',
    createMemory: 'memory.memory.create.v1',
    listMemories: 'memory.memory.list.v1',
    getMemory: 'memory.memory.get.v1',
    updateMemory: 'memory.memory.update.v1',
    deleteMemory: 'memory.memory.delete.v1',
    addUnits: 'memory.unit.add.v1',
    listUnits: 'memory.unit.list.v1',
    deleteUnit: 'memory.unit.delete.v1',
    /** One batch of a file import: counts inserted, replaced and unchanged units. */
    importUnits: 'memory.unit.import.v1',
    /** A page of units sized for one NATS message: file exports read a memory with it. */
    exportUnitsPage: 'memory.unit.export-page.v1',
    lookup: 'memory.lookup.v1',
    /** Best match per text for translation: any number of texts, one answer. */
    matchTexts: 'memory.match.v1',
  },
} as const;

/** Broadcast events (plain NATS publish; every replica of every interested service receives them). */
/**
 * The NATS API for other services (README "NATS API"): an API key in a message header, the
 * gateway answers with the REST envelope. The version is the namespace's (`api.v1.`), so a
 * breaking change opens `api.v2.` beside it; the `integration` NATS user may send only these.
 */
export const ApiSubjects = {
  translate: 'api.v1.translation.translate',
  translateBatch: 'api.v1.translation.translate-batch',
  listGlossaries: 'api.v1.glossary.list',
  getGlossary: 'api.v1.glossary.get',
  countTerms: 'api.v1.term-counter.count',
} as const;

/** Every subject of the NATS API, as a NATS wildcard. */
export const API_SUBJECTS_WILDCARD = 'api.v1.>';

export const Events = {
  auth: {
    keyRevoked: 'events.auth.key.revoked.v1',
    planChanged: 'events.auth.organization.plan-changed.v1',
  },
  glossary: {
    changed: 'events.glossary.changed.v1',
  },
  termMatcher: {
    /**
     * Word analyses of a bulk import's terms (term-matcher's `SharedAnalyses`), made by one replica
     * of the apps that match terms and adopted by every other one instead of analysing them again.
     */
    wordsAnalysed: 'events.term-matcher.words-analysed.v1',
  },
} as const;

/**
 * The queue group, across the apps that match terms (translation and the term counter), in which
 * one replica analyses each bulk import's words ahead (`Events.termMatcher.wordsAnalysed`).
 */
export const TERM_ANALYSIS_QUEUE = 'term-analysis';

/** The backend services the gateway talks to, each answering its own `health` subject. */
export const ServiceNames = [
  'auth',
  'glossary',
  'term-counter',
  'translation',
  'metrics',
  'localization',
  'memory',
] as const;
export type ServiceName = (typeof ServiceNames)[number];

export const HealthSubjects: Record<ServiceName, string> = {
  auth: Subjects.auth.health,
  glossary: Subjects.glossary.health,
  'term-counter': Subjects.termCounter.health,
  translation: Subjects.translation.health,
  metrics: Subjects.metrics.health,
  localization: Subjects.localization.health,
  memory: Subjects.memory.health,
};
