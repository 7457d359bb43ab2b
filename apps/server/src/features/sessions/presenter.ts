import type { ActiveSession } from '@waymark/shared/sessions';
import type { ActiveSessionRow } from '@/capabilities/active-sessions/queries';

export function presentActiveSession(row: ActiveSessionRow): ActiveSession {
  return {
    id: row.id,
    device_type: row.deviceType,
    device_name: row.deviceName,
    ip_address: row.ipAddress,
    location: row.location,
    last_active: row.lastActive.toISOString(),
    is_current: row.isCurrent,
    created_at: row.createdAt.toISOString(),
  };
}
