/** Told when a session ends (sign-out): its sockets close on every instance. */
export interface SessionEnded {
  sessionId: string;
  userId: string;
}

declare module '../events/bus' {
  interface DomainEventMap {
    'session.ended': SessionEnded;
  }
}
