import { startTransition, useEffect, useOptimistic, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { useConversationPage } from '../api/conversations';
import { conversationApi, type ConversationSummary } from '../../../../../contracts/conversations';
import { useCan } from '../../../lib/session/can';
import { ConversationEditModal } from '../parts/conversation-edit-modal';
import { ScheduleConversationModal } from '../schedule/schedule-conversation-modal';
import { useDebouncedValue } from '../schedule/use-debounced-value';
import { ConversationsTable } from './conversations-table';
import { ListFilters } from './list-filters';
import { hasFilters, listStateToParams, parseListState, toConversationQuery, toggleSort, type ListState } from './list-query';
import { StartConversationModal } from './start-conversation-modal';
import { Button } from '../../../ui/button';
import './conversations-list.css';

/** The /pop-conversations screen (SPEC 2): server-side sorted, filtered and paged; the state lives in the URL. */
export function ConversationsList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The controls show a change at once; the URL (and so the router) follows in a transition.
  const [state, setOptimisticState] = useOptimistic(parseListState(params));
  const [searchInput, setSearchInput] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchInput, 300);
  const [planning, setPlanning] = useState(false);
  const [starting, setStarting] = useState<ConversationSummary | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useConversationPage(toConversationQuery(state));
  const may = useCan();
  const readOnly = !may(conversationApi.update);

  function show(next: ListState) {
    startTransition(() => {
      setOptimisticState(next);
      setParams(listStateToParams(next));
    });
  }

  // Any change other than paging goes back to the first page.
  const update = (next: Partial<ListState>) => show({ ...state, page: 1, ...next });

  // The search box writes to the URL once typing pauses; only its own changes count.
  useEffect(() => {
    setParams(
      (current) => {
        const latest = parseListState(current);
        if (latest.search.trim() === debouncedSearch.trim()) return current;
        return listStateToParams({ ...latest, search: debouncedSearch, page: 1 });
      },
      { replace: true },
    );
  }, [debouncedSearch, setParams]);

  // A search changed from outside (a link, the back button) shows up in the box. Only a change of the
  // URL runs this: re-running it while the debounce catches up would undo what is being typed.
  const urlSearch = state.search;
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    if (urlSearch.trim() !== debouncedSearch.trim()) setSearchInput(urlSearch);
  }

  // A page past the end (e.g. after the last row of a page was archived) moves back to the last page.
  const lastPage = data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage) {
      setParams((current) => listStateToParams({ ...parseListState(current), page: lastPage }), { replace: true });
    }
  }, [lastPage, state.page, setParams]);

  function open(conversation: ConversationSummary) {
    if (conversation.status === 'gepland' && !readOnly) setStarting(conversation);
    else navigate(`/pop-conversations/${conversation.id}`);
  }

  function clearFilters() {
    setSearchInput('');
    update({ company: null, status: null, search: '' });
  }

  // In the header, and again in the empty list of a new account.
  const newConversationButton = may(conversationApi.schedule) ? (
    <Button variant="primary" onClick={() => setPlanning(true)}>
      Nieuw gesprek
    </Button>
  ) : null;

  function renderBody() {
    if (error && !data) {
      return (
        <EmptyState
          look="plain"
          className="pop-list__state"
          action={
            <Button variant="secondary" onClick={() => void mutate()}>
              Opnieuw proberen
            </Button>
          }
        >
          <Alert tone="error">{errorMessage(error, 'Er is een fout opgetreden bij het laden van de gesprekken.')}</Alert>
        </EmptyState>
      );
    }
    if (isLoading && !data) return <Loading />;
    if (!data || data.total === 0) {
      if (hasFilters(state)) {
        return (
          <EmptyState
            look="plain"
            className="pop-list__state"
            title="Geen gesprekken gevonden"
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Filters wissen
              </Button>
            }
          >
            Er zijn geen POP gesprekken die aan je filters voldoen.
          </EmptyState>
        );
      }
      return (
        <EmptyState look="plain" className="pop-list__state" title="Nog geen POP gesprekken" action={newConversationButton}>
          Plan een gesprek met een medewerker om te beginnen.
          {state.archived ? null : " Gearchiveerde gesprekken zie je met 'Toon gearchiveerd'."}
        </EmptyState>
      );
    }
    return (
      <>
        <ConversationsTable
          items={data.items}
          sort={state.sort}
          dir={state.dir}
          onSort={(key) => show(toggleSort(state, key))}
          onAction={open}
          onEdit={readOnly ? undefined : (conversation) => setEditingId(conversation.id)}
        />
        <Pager
          page={state.page}
          pageCount={data.totalPages}
          onPage={(page) => update({ page })}
          status={`Pagina ${data.page} / ${data.totalPages}`}
          summary={data.total === 1 ? '1 gesprek' : `${data.total} gesprekken`}
          align="spread"
          alwaysShow
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="POP Gesprekken"
        subtitle="Plan, start en volg de POP gesprekken met je medewerkers."
        actions={newConversationButton}
      />
      <section className="card card--compact" aria-busy={isValidating}>
        <ListFilters state={state} searchInput={searchInput} onSearchInput={setSearchInput} onChange={update} />
        {renderBody()}
      </section>
      <ScheduleConversationModal open={planning} onClose={() => setPlanning(false)} />
      <StartConversationModal conversation={starting} onClose={() => setStarting(null)} />
      <ConversationEditModal conversationId={editingId} onClose={() => setEditingId(null)} />
    </>
  );
}
