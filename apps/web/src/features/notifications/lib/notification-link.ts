import type { Notification } from '@waymark/shared/notifications/contracts';
import { pathTo } from '@waymark/shared/routes';

/**
 * Where a notification leads: its journey, the person who acted (follows and connections),
 * my own activity on the timeline (cheers, comments, mentions), billing or my devices.
 */
export function notificationLink(notification: Notification): string {
  const { subject, actors, kind } = notification;
  switch (subject.type) {
    case 'journey':
      return subject.id ? pathTo('journey', { id: subject.id }) : pathTo('journeys');
    case 'profile': {
      const actor = actors[0];
      // A group of new followers leads to my own profile, where the followers are listed.
      if (kind === 'newFollower' && notification.actorCount > 1 && subject.id) {
        return pathTo('profile', { id: subject.id });
      }
      return actor ? pathTo('profile', { id: actor.id }) : pathTo('timeline');
    }
    case 'project':
      return subject.id ? pathTo('project', { id: subject.id }) : pathTo('projects');
    case 'billing':
      return pathTo('billing');
    case 'session':
      return pathTo('settingsSection', { section: 'security' });
    case 'activity':
    case 'comment':
      return `${pathTo('timeline')}?tab=mine`;
  }
}
