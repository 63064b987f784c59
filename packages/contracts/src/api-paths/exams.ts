/**
 * Issue 24: the question bank, exam settings and grading queue (admins and lecturers), the exam info (open to
 * visitors), attempts (the learner's own), practice and the mistake book, and the learner's exam list.
 */
export const EXAMS_API_PATHS = {
  questions: '/api/exam/v1/:schoolId/questions',
  question: '/api/exam/v1/:schoolId/questions/:questionId',
  questionImport: '/api/exam/v1/:schoolId/questions/import',
  /** ?format=xlsx|csv — the import template with one example row per question kind. */
  questionTemplate: '/api/exam/v1/:schoolId/questions/template',
  exams: '/api/exam/v1/:schoolId/exams',
  exam: '/api/exam/v1/:schoolId/exams/:examId',
  grading: '/api/exam/v1/:schoolId/grading',
  grade: '/api/exam/v1/:schoolId/grading/:attemptId/:position',
  examInfo: '/api/exam/v1/open/:schoolId/exams/:examId',
  /** POST: start a new attempt, or return the one in progress. */
  attempts: '/api/exam/v1/:schoolId/exams/:examId/attempts',
  attempt: '/api/exam/v1/:schoolId/attempts/:attemptId',
  answers: '/api/exam/v1/:schoolId/attempts/:attemptId/answers',
  submit: '/api/exam/v1/:schoolId/attempts/:attemptId/submit',
  result: '/api/exam/v1/:schoolId/attempts/:attemptId/result',
  practiceHome: '/api/exam/v1/open/:schoolId/practice',
  practiceSet: '/api/exam/v1/:schoolId/practice/questions',
  practiceAnswer: '/api/exam/v1/:schoolId/practice/answers',
  mistakes: '/api/exam/v1/:schoolId/practice/mistakes',
  mistake: '/api/exam/v1/:schoolId/practice/mistakes/:questionId',
  myExams: '/api/personal-center/v1/exams',
} as const;
