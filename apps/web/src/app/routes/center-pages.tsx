/**
 * The user's own pages (issue 11): the private center (learning center, tasks, messages), the personal space and
 * the AI page. Their bodies are lazy chunks with the query library, server-rendered from the bootstrap's page data
 * (render() preloads them for these routes, see preloadRoutePage).
 */
import { privateCenterLink, type PrivateCenterSection } from '@portico/core';
import { Suspense, type ReactNode } from 'react';
import { LinkList, Page } from '@/components/page.tsx';
import { PositionTasks } from '@/components/position-tasks.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { useShowMessages } from '@/lib/use-show-messages.ts';
import { withQuery } from '@/lib/with-query.ts';
import styles from './center-pages.module.css';
import { MemberAreaPage } from './info-pages.tsx';
import { usePage } from './use-page.ts';

const LearningCenter = lazyWithPreload(
  withQuery(() => import('@/features/learning-center/components/learning-center.tsx')),
);
const MessageCenter = lazyWithPreload(
  withQuery(() => import('@/features/messages/components/message-center.tsx')),
);
const PersonSpace = lazyWithPreload(
  withQuery(() => import('@/features/person-space/components/person-space.tsx')),
);
const AiChat = lazyWithPreload(withQuery(() => import('@/features/ai-assistant/components/ai-chat.tsx')));

export const preloadPrivateCenter = () =>
  Promise.all([LearningCenter.preload(), MessageCenter.preload()]).then(() => {});
export const preloadPersonSpace = PersonSpace.preload;
export const preloadAiChat = AiChat.preload;

const SECTIONS: Array<[Exclude<PrivateCenterSection, 'unavailable'>, string, MessageKey]> = [
  ['courses', 'studyCenter_MyCourse', 'userMenu.entrance.myCourses'],
  ['tasks', 'studyCenter_MyTask', 'userMenu.entrance.myTasks'],
  ['messages', 'personalCenter_Message', 'messages.title'],
];

function Loading({ children }: { children: ReactNode }) {
  const { t } = usePage();
  return <Suspense fallback={<p role="status">{t('common.loading')}</p>}>{children}</Suspense>;
}

/** `/center/privateCenter.htm` (spec §2): a section menu beside the section its `type` names. */
export function PrivateCenterPage() {
  const { b, t, title, lang } = usePage();
  const showMessages = useShowMessages();
  const page = b.page;
  if (!b.viewer || !b.school || page.kind !== 'private-center') return <MemberAreaPage />;
  const schoolId = b.school.id;
  const sections = SECTIONS.filter(([id]) => id !== 'messages' || showMessages);
  let body: ReactNode;
  if (page.section === 'courses') body = <LearningCenter initial={page.enrolments} />;
  else if (page.section === 'messages' && showMessages) body = <MessageCenter initial={page.messages} />;
  else if (page.section === 'tasks' && page.tasks) {
    body = (
      <section aria-labelledby="tasks-title" className={styles.section}>
        <h2 id="tasks-title" className={styles.heading}>
          {t('userMenu.entrance.myTasks')}
        </h2>
        <PositionTasks degree={page.tasks} headingLevel={3} />
      </section>
    );
  } else {
    body = (
      <div className={styles.section}>
        <p className={styles.unavailable}>{t('center.unavailable')}</p>
        <LinkList
          links={[
            {
              href: privateCenterLink({ schoolId, type: 'studyCenter_MyCourse', lang }),
              label: t('header.myLearning'),
            },
          ]}
        />
      </div>
    );
  }
  return (
    <Page title={title}>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('center.sections')}>
          <ul>
            {sections.map(([id, type, key]) => (
              <li key={id}>
                <a
                  className={styles.menuLink}
                  href={privateCenterLink({ schoolId, type, lang })}
                  aria-current={page.section === id ? 'page' : undefined}
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Loading>{body}</Loading>
        </div>
      </div>
    </Page>
  );
}

/** `/personSpace/{schoolId}/works|fan|follow` (spec §2). */
export function PersonSpacePage() {
  const { b, title } = usePage();
  if (!b.viewer || b.page.kind !== 'person-space') return <MemberAreaPage />;
  return (
    <Page title={title}>
      <Loading>
        <PersonSpace page={b.page} />
      </Loading>
    </Page>
  );
}

/** `/mobile/AIChat-pc.htm` (spec §2): the assistant when it is on for the viewer; otherwise why not. */
export function AiChatPage() {
  const { b, t, title, links } = usePage();
  const page = b.page;
  if (!b.viewer) {
    return (
      <Page title={title} lead={<p>{t('page.aiChatText')}</p>}>
        <LinkList links={[links.login(), links.home()]} />
      </Page>
    );
  }
  if (page.kind !== 'ai-chat' || !page.status.aiEntranceVisibleToCurUser) {
    return (
      <Page title={title} lead={<p>{t('ai.unavailable')}</p>}>
        <LinkList links={[links.home()]} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <Loading>
        <AiChat page={page} />
      </Loading>
    </Page>
  );
}
