/**
 * The user's own pages (issue 11): the private center (learning center, study data, tasks, live lessons, exams,
 * classes, messages), the learning archive (issue 23), the personal space and the AI page. Their bodies are lazy
 * chunks with the query library, server-rendered from the bootstrap's page data (render() preloads them for these
 * routes, see route-modules.ts).
 */
import { privateCenterLink, type PrivateCenterSection } from '@portico/core';
import { Suspense, type ReactNode } from 'react';
import { LinkList, Page } from '@/components/page.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { useShowMessages } from '@/lib/use-show-messages.ts';
import { withQuery } from '@/lib/with-query.ts';
import styles from './center-pages.module.css';
import { MemberAreaPage } from './member-area-pages.tsx';
import { usePage } from './use-page.ts';
import type { MatchedRoute } from './route-modules.ts';

const LearningCenter = lazyWithPreload(
  withQuery(() => import('@/features/learning-center/components/learning-center.tsx')),
);
const StudyData = lazyWithPreload(() => import('@/features/learning-center/components/study-data.tsx'));
const LearningTasks = lazyWithPreload(
  () => import('@/features/learning-center/components/learning-tasks.tsx'),
);
// Issue 26 item 5: the learning map (postLearning / learningMap entrances) above the position tasks.
const LearningMap = lazyWithPreload(() => import('@/features/learning-paths/components/learning-map.tsx'));
const LearningArchive = lazyWithPreload(
  withQuery(() => import('@/features/learning-archive/components/learning-archive.tsx')),
);
const MessageCenter = lazyWithPreload(
  withQuery(() => import('@/features/messages/components/message-center.tsx')),
);
const PersonSpace = lazyWithPreload(
  withQuery(() => import('@/features/person-space/components/person-space.tsx')),
);
// Issue 24: the MyExam tab and the archive's passed exams.
const MyExams = lazyWithPreload(withQuery(() => import('@/features/exams/components/my-exams.tsx')));
const PassedExams = lazyWithPreload(withQuery(() => import('@/features/exams/components/passed-exams.tsx')));
// Issue 26: the class tasks under MyTask and the MyClass tab (features/teaching-center).
const ClassTasks = lazyWithPreload(
  withQuery(() => import('@/features/teaching-center/components/class-tasks.tsx')),
);
const MyClasses = lazyWithPreload(
  withQuery(() => import('@/features/teaching-center/components/my-classes.tsx')),
);
// Issue 26 item 3: the MyLive tab (the live sessions of the viewer's classes).
const MyLive = lazyWithPreload(withQuery(() => import('@/features/teaching-center/components/my-live.tsx')));
const AiChat = lazyWithPreload(withQuery(() => import('@/features/ai-assistant/components/ai-chat.tsx')));

const preloadPrivateCenter = () =>
  Promise.all([
    LearningCenter.preload(),
    StudyData.preload(),
    LearningTasks.preload(),
    LearningMap.preload(),
    MessageCenter.preload(),
    MyExams.preload(),
    ClassTasks.preload(),
    MyClasses.preload(),
    MyLive.preload(),
  ]).then(() => {});
const preloadLearningProfile = () =>
  Promise.all([LearningArchive.preload(), PassedExams.preload()]).then(() => {});

/** The lazy parts of each center route (route-modules.ts awaits them before the first render). */
export function preload(route: MatchedRoute): Promise<void> {
  if (route.id === 'private-center') return preloadPrivateCenter();
  if (route.id === 'learning-profile') return preloadLearningProfile();
  if (route.id === 'person-space') return PersonSpace.preload();
  return AiChat.preload();
}

const SECTIONS: Array<[Exclude<PrivateCenterSection, 'unavailable'>, string, MessageKey]> = [
  ['courses', 'studyCenter_MyCourse', 'userMenu.entrance.myCourses'],
  ['study-data', 'studyCenter_LearningData', 'center.menu.studyData'],
  ['tasks', 'studyCenter_MyTask', 'userMenu.entrance.myTasks'],
  ['live', 'studyCenter_MyLive', 'center.menu.live'],
  ['exams', 'studyCenter_MyExam', 'center.menu.exams'],
  ['classes', 'studyCenter_MyClass', 'center.menu.classes'],
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
  if (page.section === 'courses') {
    body = (
      <LearningCenter initial={page.enrolments} status={page.enrolmentStatus} counts={page.enrolmentCounts} />
    );
  } else if (page.section === 'study-data' && page.summary) body = <StudyData summary={page.summary} />;
  else if (page.section === 'messages' && showMessages) body = <MessageCenter initial={page.messages} />;
  else if (page.section === 'tasks') {
    body = (
      <>
        {page.learningPaths ? <LearningMap data={page.learningPaths} /> : null}
        {page.learningTasks ? <LearningTasks list={page.learningTasks} /> : null}
        <ClassTasks schoolId={schoolId} lang={lang} />
      </>
    );
  } else if (page.section === 'classes') body = <MyClasses schoolId={schoolId} lang={lang} />;
  else if (page.section === 'exams') body = <MyExams schoolId={schoolId} lang={lang} />;
  else if (page.section === 'live') body = <MyLive schoolId={schoolId} lang={lang} />;
  else {
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

/** `/center/myLearningProfile.htm` (spec §2, issue 23 item 7): the learning archive and its certificates. */
export function LearningProfilePage() {
  const { b, title, lang } = usePage();
  if (!b.viewer || !b.school || b.page.kind !== 'learning-profile') return <MemberAreaPage />;
  return (
    <Page title={title}>
      <Loading>
        <LearningArchive page={b.page} />
      </Loading>
      <Loading>
        <PassedExams schoolId={b.school.id} lang={lang} />
      </Loading>
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
