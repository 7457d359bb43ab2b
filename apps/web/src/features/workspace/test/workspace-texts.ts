import { i18n } from '@/i18n/setup';
import englishWorkspace from '@/i18n/locales/en/workspace.json';

/** The workspace's English texts, for component tests (the shared setup loads the others). */
export function loadWorkspaceTexts() {
  i18n.addResourceBundle('en', 'workspace', englishWorkspace, true, true);
}
