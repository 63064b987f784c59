/** Row types of classes (migration 0024_classes; conventions in ../schema.ts). */

export interface ClassesTable {
  id: string;
  school_id: string;
  name: string;
  description: string;
  lecturer_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClassMembersTable {
  id: string;
  school_id: string;
  class_id: string;
  user_id: string;
  added_by: string | null;
  joined_at: string;
  /** null while a member. */
  removed_at: string | null;
}

export interface ClassAssignmentsTable {
  id: string;
  school_id: string;
  class_id: string;
  /** core AssignmentKind. */
  kind: string;
  item_id: string;
  due_at: string;
  created_by: string | null;
  created_at: string;
}
