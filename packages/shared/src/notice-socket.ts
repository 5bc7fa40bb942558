// Free of zod: every signed-in page checks these messages, and must not load the schema library for them.

/** An announcement's priority: low, medium, high (high pops up as an urgent notice). */
export const ANNOUNCEMENT_PRIORITIES = ['L', 'M', 'H'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/**
 * What the notification socket sends: `topic` to everyone of a tenant, `user` to addressed users,
 * `revoke` to the same audience when an announcement is withdrawn (bells reload and drop it), and `dict`
 * to everyone of a tenant whose dictionaries an administrator refreshed (clients drop their cached items).
 */
export interface NoticeSocketMessage {
  cmd: 'topic' | 'user' | 'revoke' | 'dict';
  msgTxt: string;
  msgId: string;
  priority?: AnnouncementPriority;
}

const NOTICE_COMMANDS: readonly unknown[] = ['topic', 'user', 'revoke', 'dict'];
const PRIORITIES: readonly unknown[] = ANNOUNCEMENT_PRIORITIES;

/**
 * Checks a received notification-socket message, in the shape of a schema's safeParse: the known fields
 * with their types, unknown fields dropped.
 */
export const noticeSocketMessageCheck = {
  safeParse(value: unknown): { success: true; data: NoticeSocketMessage } | { success: false } {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { cmd, msgTxt, msgId, priority } = value as Record<string, unknown>;
    if (!NOTICE_COMMANDS.includes(cmd) || typeof msgTxt !== 'string' || typeof msgId !== 'string') {
      return { success: false };
    }
    if (priority !== undefined && !PRIORITIES.includes(priority)) return { success: false };
    const data: NoticeSocketMessage = { cmd: cmd as NoticeSocketMessage['cmd'], msgTxt, msgId };
    if (priority !== undefined) data.priority = priority as AnnouncementPriority;
    return { success: true, data };
  },
};

/** The live sockets' heartbeat: the client sends PING, the server answers PONG. */
export const SOCKET_PING = 'ping';
export const SOCKET_PONG = 'pong';
