import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import './public-page.css';

/** 'Terug' to where the visitor came from; opened directly (a new tab, a link in a mail), home. */
export function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button type="button" className="link-button back-link" onClick={() => (location.key !== 'default' ? navigate(-1) : navigate('/'))}>
      <Icon name="arrowLeft" size={16} /> Terug
    </button>
  );
}
