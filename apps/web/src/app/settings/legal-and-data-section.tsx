import { DownloadOwnDataCard } from '@/features/data-export/components/download-own-data-card';
import { ExportArchivesCard } from '@/features/data-export/components/export-archives-card';
import { ImportArchiveCard } from '@/features/data-export/components/import-archive-card';
import { LegalSection } from '@/features/settings/sections/legal-section';

/**
 * Settings → Legal and data: the settings feature's legal section with the data-export
 * feature's cards (download now, archives, import) in it, put together here so that neither
 * feature imports the other.
 */
export function LegalAndDataSection() {
  return (
    <LegalSection>
      <DownloadOwnDataCard />
      <ExportArchivesCard />
      <ImportArchiveCard />
    </LegalSection>
  );
}
