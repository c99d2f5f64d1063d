import { ActionIcon, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';

/** A search that runs on Enter or the button (spec 1 section 2: "Enter key works"). */
export function SearchBox({ value, placeholder, onSearch }: { value: string; placeholder: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <search style={{ flex: '1 1 260px', maxWidth: 420 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <TextInput
          size="sm"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          leftSection={<SearchIcon size={16} />}
          rightSectionWidth={40}
          rightSection={
            <ActionIcon
              type="submit"
              variant="filled"
              color="postBlue"
              size={28}
              aria-label={t('common:actions.search')}
              data-testid="search-submit"
            >
              <SearchIcon size={16} />
            </ActionIcon>
          }
          data-testid="search-input"
        />
      </form>
    </search>
  );
}
