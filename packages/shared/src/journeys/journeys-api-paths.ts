/** Route patterns as the server registers them (under /api). */
export const journeysApiPatterns = {
  journeys: '/api/journeys',
  journey: '/api/journeys/:id',
  deletedJourneys: '/api/journeys/deleted',
  journeyPermanently: '/api/journeys/:id/permanently',
  journeyDuplicate: '/api/journeys/:id/duplicate',
  journeyArchive: '/api/journeys/:id/archive',
  journeyRestore: '/api/journeys/:id/restore',
  journeyFork: '/api/journeys/:id/fork',
  journeyCover: '/api/journeys/:id/cover',
  journeyImages: '/api/journeys/:id/images',
  journeySteps: '/api/journeys/:id/steps',
  journeyStepOrder: '/api/journeys/:id/steps/order',
  journeyDocument: '/api/journeys/:id/document',
  journeyActivity: '/api/journeys/:id/activity',
  journeyEntries: '/api/journeys/:id/entries',
  journeyEntry: '/api/journeys/:id/entries/:entryId',
  step: '/api/steps/:id',
  stepComplete: '/api/steps/:id/complete',
  stepUncomplete: '/api/steps/:id/uncomplete',
  projects: '/api/projects',
  projectTree: '/api/projects/tree',
  project: '/api/projects/:id',
  userJourneys: '/api/users/:id/journeys',
  dashboard: '/api/dashboard',
} as const;

const at = (id: string) => encodeURIComponent(id);

/**
 * Paths for clients. Lists take their query as URLSearchParams-able objects:
 * `journeysApi.journeys` + '?' + new URLSearchParams({ sort: 'title', cursor }).
 *
 *   GET    journeys                 ?cursor&limit&q&status&category&visibility&projectId&sort → JourneyPage
 *   POST   journeys                 JourneyCreate → 201 JourneyDetail
 *   GET    journey(id)              → JourneyDetail
 *   PATCH  journey(id)              JourneyUpdate → Journey (409 stale version)
 *   DELETE journey(id)              → JourneyDeleted
 *   POST   journeyRestore(id)       → Journey
 *   GET    deletedJourneys          ?cursor&limit → DeletedJourneyPage (own, newest deletion first)
 *   DELETE journeyPermanently(id)   → 204 (own journey already deleted; its files go too)
 *   POST   journeyArchive(id)       → Journey
 *   POST   journeyDuplicate(id)     → 201 JourneyDetail (own journey; steps unticked)
 *   POST   journeyFork(id)          → 201 JourneyDetail (a journey the caller can see; private copy)
 *   POST   journeyCover(id)         multipart field `file`, or the image as the raw body (PNG,
 *                                   JPEG, WebP or GIF, ≤ 5 MB, like /api/me/avatar) → Journey;
 *                                   DELETE → Journey
 *   POST   journeyImages(id)        the same upload → 201 UploadedImage
 *   POST   journeySteps(id)         StepCreate → 201 StepChangeResult
 *   PUT    journeyStepOrder(id)     StepOrder → { steps }
 *   GET    journeyDocument(id)      → JourneyDocumentResponse
 *   PUT    journeyDocument(id)      JourneyDocumentSave → DocumentSaved (409 stale baseVersion)
 *   GET    journeyActivity(id)      → JourneyActivity (what the viewer may see, anonymous too)
 *   GET    journeyEntries(id)       ?cursor&limit → JourneyEntryPage (newest day first; as the journey)
 *   POST   journeyEntries(id)       EntryCreate → 201 { entry, journey } (not paid: for everyone)
 *   DELETE journeyEntry(id, entryId) → { journey } (its author or the journey's owner)
 *   PATCH  step(id)                 StepUpdate → StepChangeResult;  DELETE → { journey }
 *   POST   stepComplete(id) / stepUncomplete(id) → StepChangeResult
 *   GET    projects                 ?cursor&limit&q&status&visibility&sort → ProjectPage
 *   POST   projects                 ProjectCreate → 201 Project
 *   GET    projectTree              → ProjectTree
 *   GET    project(id)              → Project;  PATCH ProjectUpdate → Project;  DELETE → 204 (journeys stay, without project)
 *   GET    userJourneys(id)         ?cursor&limit → JourneyPage (what the caller may see, anonymous too)
 *   GET    dashboard                → Dashboard
 */
export const journeysApi = {
  journeys: journeysApiPatterns.journeys,
  journey: (id: string) => `/api/journeys/${at(id)}`,
  journeyDuplicate: (id: string) => `/api/journeys/${at(id)}/duplicate`,
  journeyArchive: (id: string) => `/api/journeys/${at(id)}/archive`,
  journeyRestore: (id: string) => `/api/journeys/${at(id)}/restore`,
  deletedJourneys: journeysApiPatterns.deletedJourneys,
  journeyPermanently: (id: string) => `/api/journeys/${at(id)}/permanently`,
  journeyFork: (id: string) => `/api/journeys/${at(id)}/fork`,
  journeyCover: (id: string) => `/api/journeys/${at(id)}/cover`,
  journeyImages: (id: string) => `/api/journeys/${at(id)}/images`,
  journeySteps: (id: string) => `/api/journeys/${at(id)}/steps`,
  journeyStepOrder: (id: string) => `/api/journeys/${at(id)}/steps/order`,
  journeyDocument: (id: string) => `/api/journeys/${at(id)}/document`,
  journeyActivity: (id: string) => `/api/journeys/${at(id)}/activity`,
  journeyEntries: (id: string) => `/api/journeys/${at(id)}/entries`,
  journeyEntry: (id: string, entryId: string) => `/api/journeys/${at(id)}/entries/${at(entryId)}`,
  step: (id: string) => `/api/steps/${at(id)}`,
  stepComplete: (id: string) => `/api/steps/${at(id)}/complete`,
  stepUncomplete: (id: string) => `/api/steps/${at(id)}/uncomplete`,
  projects: journeysApiPatterns.projects,
  projectTree: journeysApiPatterns.projectTree,
  project: (id: string) => `/api/projects/${at(id)}`,
  userJourneys: (id: string) => `/api/users/${at(id)}/journeys`,
  dashboard: journeysApiPatterns.dashboard,
} as const;
