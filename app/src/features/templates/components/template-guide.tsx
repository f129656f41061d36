import { useState } from 'react';
import { IconBadge } from '../../../ui/icon-badge';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import type { NamedItem } from '../../../../../contracts/templates';
import { GuideBranchStep } from './guide-branch-step';
import { GuideFunctionStep } from './guide-function-step';
import { GuideTemplateStep } from './guide-template-step';
import { Button } from '../../../ui/button';
import './guide.css';

type GuideState =
  | { step: 'intro' }
  | { step: 'branches' }
  | { step: 'functions'; branch: NamedItem }
  | { step: 'templates'; branch: NamedItem; fn: NamedItem };

function previous(state: GuideState): GuideState {
  switch (state.step) {
    case 'intro':
    case 'branches':
      return { step: 'intro' };
    case 'functions':
      return { step: 'branches' };
    case 'templates':
      return { step: 'functions', branch: state.branch };
  }
}

/** /gesprek-templates: intro -> branch -> function -> templates (SPEC 2, Conversation templates guide). */
export function TemplateGuide() {
  const [state, setState] = useState<GuideState>({ step: 'intro' });

  if (state.step === 'intro') {
    return (
      <section className="card guide-intro">
        <IconBadge size={56} shape="circle" className="guide-intro__icon">
          <Icon name="template" size={28} />
        </IconBadge>
        <h1>Gesprek templates</h1>
        <p className="muted">
          Vind kant-en-klare templates voor je POP gesprekken. Kies eerst een branche, daarna een functie, en bekijk de templates met hun
          doelen.
        </p>
        <Button variant="primary" onClick={() => setState({ step: 'branches' })}>
          Start <Icon name="arrowRight" size={18} />
        </Button>
      </section>
    );
  }

  return (
    <>
      <PageHeader
        title="Gesprek templates"
        actions={
          <>
            <Button variant="secondary" size="small" onClick={() => setState(previous(state))}>
              <Icon name="arrowLeft" size={16} /> Terug
            </Button>
            <Button variant="ghost" size="small" onClick={() => setState({ step: 'intro' })}>
              Opnieuw beginnen
            </Button>
          </>
        }
      >
        <nav aria-label="Kruimelpad">
          <ol className="guide__breadcrumb plain-list">
            <li>
              <button type="button" className="link-button" onClick={() => setState({ step: 'branches' })}>
                Branches
              </button>
            </li>
            {state.step !== 'branches' ? (
              <li>
                {state.step === 'templates' ? (
                  <button type="button" className="link-button" onClick={() => setState({ step: 'functions', branch: state.branch })}>
                    {state.branch.naam}
                  </button>
                ) : (
                  <span aria-current="page">{state.branch.naam}</span>
                )}
              </li>
            ) : null}
            {state.step === 'templates' ? (
              <li>
                <span aria-current="page">{state.fn.naam}</span>
              </li>
            ) : null}
          </ol>
        </nav>
      </PageHeader>
      <section className="card card--compact">
        {state.step === 'branches' ? <GuideBranchStep onPick={(branch) => setState({ step: 'functions', branch })} /> : null}
        {state.step === 'functions' ? (
          <GuideFunctionStep branch={state.branch} onPick={(fn) => setState({ step: 'templates', branch: state.branch, fn })} />
        ) : null}
        {state.step === 'templates' ? <GuideTemplateStep key={state.fn.id} branch={state.branch} fn={state.fn} /> : null}
      </section>
    </>
  );
}
