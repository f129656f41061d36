import { useMemo, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { SearchToolbar } from '../../../ui/search-toolbar';
import { TileGrid } from '../../../ui/tile';
import { useUserTemplates } from '../../../api/templates';
import { useCan } from '../../../lib/session/can';
import { templateApi, type UserTemplate } from '../../../../../contracts/templates';
import { DeleteTemplateModal } from './delete-template-modal';
import { TemplateCard } from './template-card';
import { TemplateModal } from './template-modal';
import { Button } from '../../../ui/button';
import './templates.css';

type EditState = { open: false } | { open: true; template: UserTemplate | null };

function matches(template: UserTemplate, term: string): boolean {
  return [template.omschrijving, template.bedrijf_naam, ...template.goals.map((goal) => goal.omschrijving)].some((text) =>
    text.toLowerCase().includes(term),
  );
}

/** /templates: the user's own conversation templates (SPEC 2, User templates). */
export function TemplatesScreen() {
  const may = useCan();
  const { data, error, isLoading, mutate } = useUserTemplates();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<EditState>({ open: false });
  const [deleting, setDeleting] = useState<UserTemplate | null>(null);

  const term = search.trim().toLowerCase();
  const visible = useMemo(() => (data ?? []).filter((template) => !term || matches(template, term)), [data, term]);

  return (
    <>
      <PageHeader
        title="Mijn templates"
        subtitle="Stel vaste sets doelen samen en gebruik ze in je POP gesprekken."
        actions={
          may(templateApi.create) ? (
            <Button variant="primary" onClick={() => setEditing({ open: true, template: null })}>
              Nieuwe template
            </Button>
          ) : null
        }
      />
      <SearchToolbar label="Zoek templates" placeholder="Zoek templates..." value={search} onChange={setSearch} />
      <ListStates
        load={{ data, error, isLoading }}
        failure="Er is een fout opgetreden bij het laden"
        items={visible}
        empty={<EmptyState>{term ? 'Geen templates gevonden voor je zoekopdracht' : 'Geen templates beschikbaar'}</EmptyState>}
      >
        <TileGrid minWidth={300}>
          {visible.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onEdit={() => setEditing({ open: true, template })}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </TileGrid>
      </ListStates>
      <TemplateModal
        open={editing.open}
        template={editing.open ? editing.template : null}
        onClose={() => setEditing({ open: false })}
        onSaved={() => void mutate()}
      />
      <DeleteTemplateModal template={deleting} onClose={() => setDeleting(null)} onDeleted={() => void mutate()} />
    </>
  );
}
