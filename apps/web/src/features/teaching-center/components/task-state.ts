/** The learning center's words for a task state (core TASK_STATES), shared by the class pages. */
import type { TaskState } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';

export const STATE_LABEL: Record<TaskState, MessageKey> = {
  'not-started': 'center.tasks.state.notStarted',
  'in-progress': 'center.tasks.state.inProgress',
  completed: 'center.tasks.state.completed',
  overdue: 'center.tasks.state.overdue',
};
