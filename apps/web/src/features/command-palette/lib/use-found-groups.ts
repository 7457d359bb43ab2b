import { FolderKanban, Route, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { useMyNetwork } from '@/features/command-palette/api/my-network';
import { useQuickSearchJourneys } from '@/features/command-palette/api/quick-search-journeys';
import { useQuickSearchPeople } from '@/features/command-palette/api/quick-search-people';
import { useQuickSearchProjects } from '@/features/command-palette/api/quick-search-projects';
import type { PaletteGroup } from '@/features/command-palette/lib/palette-entry';

/** Before anything is typed, the palette suggests only this many people. */
const PEOPLE_SUGGESTED = 5;

/**
 * The palette's data groups: journeys and projects the server finds for the typed text (the
 * most recent ones before typing); people: a few one knows before typing, then the people one
 * follows or is followed by (found even if they stay out of Discover) and whoever the server's
 * people search finds, each once.
 */
export function useFoundGroups({
  query,
  profileId,
  go,
}: {
  query: string;
  profileId: string;
  go: (to: string) => void;
}): { groups: PaletteGroup[]; isSearching: boolean } {
  const { t } = useTranslation('palette');
  const journeys = useQuickSearchJourneys(query);
  const projects = useQuickSearchProjects(query);
  const network = useMyNetwork(profileId);
  const found = useQuickSearchPeople(query);
  const people =
    query.trim() === ''
      ? (network.data ?? []).slice(0, PEOPLE_SUGGESTED)
      : uniqueById([...(network.data ?? []), ...(found.data ?? [])]);

  const groups: PaletteGroup[] = [
    {
      id: 'journeys',
      heading: t('groups.journeys'),
      entries: (journeys.data ?? []).map((journey) => ({
        id: `journey:${journey.id}`,
        label: journey.title,
        isUserText: true,
        icon: Route,
        perform: () => go(pathTo('journey', { id: journey.id })),
      })),
    },
    {
      id: 'projects',
      heading: t('groups.projects'),
      entries: (projects.data ?? []).map((project) => ({
        id: `project:${project.id}`,
        label: project.title,
        isUserText: true,
        icon: FolderKanban,
        perform: () => go(pathTo('project', { id: project.id })),
      })),
    },
    {
      id: 'people',
      heading: t('groups.people'),
      entries: people.map((person) => ({
        id: `person:${person.id}`,
        label: person.fullName ?? person.username ?? '',
        hint: person.username ? `@${person.username}` : undefined,
        keywords: person.username ? [person.username] : [],
        isUserText: true,
        icon: UserRound,
        perform: () => go(pathTo('profile', { id: person.id })),
      })),
    },
  ];
  return {
    groups,
    isSearching:
      journeys.isFetching || projects.isFetching || network.isFetching || found.isFetching,
  };
}

function uniqueById(people: ProfileCard[]): ProfileCard[] {
  return [...new Map(people.map((person) => [person.id, person])).values()];
}
