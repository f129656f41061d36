export function FullPageLoader() {
  return (
    <div className="full-page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Laden...</span>
    </div>
  );
}
