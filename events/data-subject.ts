import { defineKeyedCategory } from './category';
import type { SubjectKind } from './data-subjects';

/**
 * `data_subject-<kind>.<id>` (`data_subject-employee.12`): what was done with a data subject's
 * personal data. Erasure deletes the subject's data key (crypto-shredding), so every event about it
 * can no longer be read, in every copy of the store; this event records who erased whom, when and
 * why, and nothing of the erased data. Appended with no_stream: a subject is erased once.
 */
export type ErasureReason = 'request' | 'account_deleted' | 'retention_conversation' | 'retention_account';

export type DataSubjectEvent = {
  type: 'PersonalDataErased';
  data: {
    kind: SubjectKind;
    id: number;
    /** The HR account the subject belonged to (for an account: itself). */
    ownerId: number;
    /** The user who asked; null when the retention rules erased it. */
    erasedBy: number | null;
    reason: ErasureReason;
    /** The subjects whose keys went along (an account's employees and conversations, an employee's conversations). */
    cascade: string[];
    at: string;
  };
};

export const dataSubjectCategory = defineKeyedCategory<DataSubjectEvent>({ name: 'data_subject', versions: { PersonalDataErased: 1 } });

export const dataSubjectStream = (kind: SubjectKind, id: number) => dataSubjectCategory.streamOf(`${kind}.${id}`);
