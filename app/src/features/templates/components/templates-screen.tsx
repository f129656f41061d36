import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
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

  function renderBody() {
    if (error) return <Alert tone="error">{errorMessage(error, 'Er is een fout opgetreden bij het laden')}</Alert>;
    if (isLoading && !data) return <Loading />;
    if (visible.length === 0) {
      return <EmptyState>{term ? 'Geen templates gevonden voor je zoekopdracht' : 'Geen templates beschikbaar'}</EmptyState>;
    }
    return (
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
    );
  }

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
      {renderBody()}
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
