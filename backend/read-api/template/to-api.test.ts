import { describe, expect, it } from 'vitest';
import { libraryEntry } from '../../../contracts/library';
import { userTemplate } from '../../../contracts/templates';
import { libraryEntryToApi } from '../library/to-api';
import { generatedTemplateToPort, userTemplateToApi } from './to-api';

const at = new Date('2026-01-05T09:00:00.120Z');

// The read models' English columns must come out as the SPEC's Dutch JSON, nothing more (owner and
// update times stay inside).
describe('library and template rows to the contract', () => {
  it('maps a library entry', () => {
    const row = {
      kind: 'goal' as const,
      id: 4,
      owner_id: 9,
      description: 'Leren presenteren',
      active: false,
      created_at: at,
      updated_at: at,
    };
    const mapped = libraryEntryToApi(row);
    expect(mapped).toEqual({ id: 4, omschrijving: 'Leren presenteren', actief: false });
    expect(libraryEntry.strict().parse(mapped)).toEqual(mapped);
  });

  it("maps a user template with its goals' keys", () => {
    const row = {
      id: 7,
      owner_id: 9,
      company_id: 3,
      company_name: 'Bakkerij',
      description: 'Jaargesprek',
      goals: [{ description: 'Mentor zijn', note: 'vanaf mei' }],
      created_at: at,
      updated_at: at,
    };
    const mapped = userTemplateToApi(row);
    expect(mapped).toEqual({
      id: 7,
      bedrijf_id: 3,
      bedrijf_naam: 'Bakkerij',
      omschrijving: 'Jaargesprek',
      created_at: '2026-01-05T09:00:00.120Z',
      goals: [{ omschrijving: 'Mentor zijn', notitie: 'vanaf mei' }],
    });
    expect(userTemplate.strict().parse(mapped)).toEqual(mapped);
  });

  it("gives a generated template back in the catalogue's shape the AI port takes", () => {
    const goals = [{ omschrijving: 'Coachen', notitie: '' }];
    const row = {
      id: 1_000_001,
      branch_id: 2,
      function_id: 5,
      name: 'Groeigesprek',
      type: 'Ontwikkelgesprek',
      description: 'Twee zinnen.',
      goals,
      search_text: 'groeigesprek',
      provider: 'offline',
      model: 'offline',
      created_at: at,
    };
    expect(generatedTemplateToPort(row)).toEqual({ naam: 'Groeigesprek', type: 'Ontwikkelgesprek', beschrijving: 'Twee zinnen.', goals });
  });
});
