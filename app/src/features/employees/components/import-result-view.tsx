import { Alert } from '../../../ui/alert';
import type { ImportResult } from '../../../../../contracts/employees';

export function ImportResultView({ result }: { result: ImportResult }) {
  return (
    <div className="import-result stack stack--3">
      <dl className="import-result__counts">
        <div>
          <dt>Geïmporteerd</dt>
          <dd>{result.inserted}</dd>
        </div>
        <div>
          <dt>Overgeslagen</dt>
          <dd>{result.skipped}</dd>
        </div>
      </dl>
      {result.errors.length > 0 ? (
        <Alert tone="error" title="Validatie mislukt">
          <div className="import-result__table-wrap">
            <table className="import-result__table">
              <thead>
                <tr>
                  <th scope="col">Rij</th>
                  <th scope="col">Reden</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((row, index) => (
                  <tr key={`${row.line}-${index}`}>
                    <td>{row.line}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
