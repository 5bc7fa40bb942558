import type { ReactNode } from 'react';
import styles from './HomeSection.module.css';

interface HomeSectionProps {
  id: string;
  title: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}

/** A titled block of the mall home (Hot, Recommend, All Categories). */
export function HomeSection({ id, title, icon, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        <span className={styles.icon}>{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}
