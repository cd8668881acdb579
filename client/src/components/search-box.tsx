import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Search } from 'react-bootstrap-icons';

export function SearchBox({
  value,
  onChange,
  label,
  id,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  id: string;
  className?: string;
}) {
  return (
    <InputGroup size="sm" className={`search-box ${className ?? ''}`}>
      <InputGroup.Text aria-hidden="true">
        <Search />
      </InputGroup.Text>
      <Form.Control
        id={id}
        type="search"
        value={value}
        placeholder={label}
        aria-label={label}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Escape empties a filled box without closing the dialog it is in; an empty box lets it through.
          if (event.key !== 'Escape' || value === '') return;
          event.preventDefault();
          event.stopPropagation();
          onChange('');
        }}
        autoComplete="off"
        spellCheck={false}
      />
    </InputGroup>
  );
}
