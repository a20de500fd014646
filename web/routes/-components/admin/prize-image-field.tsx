import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { buttonClass } from '../../../ui/button-class';
import * as field from '../../../ui/field.css';
import * as styles from './admin-games.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The prize image: read as a data URL, previewed, removable; the server checks its bytes and size. */
export function PrizeImageField({
  value,
  onChange,
  isDisabled,
}: {
  value: string | null;
  onChange: (next: string | null) => void;
  isDisabled?: boolean;
}) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const chosen = fileName ?? (value ? 'Current image' : 'No image chosen');
  return (
    <div className={`${field.field} ${styles.wide}`}>
      <label htmlFor={id} className={field.label}>
        Prize Image
      </label>
      <div className={styles.filePicker}>
        {/* The native input stays focusable and labelled; the styled label below opens it too. */}
        <input
          id={id}
          type="file"
          accept={ACCEPTED}
          aria-describedby={`${id}-chosen ${id}-hint`}
          disabled={isDisabled}
          className={styles.fileInput}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setFileName(file.name);
            void readAsDataUrl(file).then(onChange);
          }}
        />
        <label
          htmlFor={id}
          className={buttonClass('secondary', 'md', false, styles.fileButton)}
          aria-hidden="true"
        >
          Choose Image...
        </label>
        <span id={`${id}-chosen`} className={styles.fileName}>
          {chosen}
        </span>
      </div>
      <span id={`${id}-hint`} className={field.description}>
        PNG or JPG up to 2MB
      </span>
      {value ? (
        <div className={styles.cardTop}>
          <img src={value} alt="Prize preview" className={styles.preview} />
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              setFileName(null);
              onChange(null);
            }}
            isDisabled={isDisabled}
          >
            Remove Image
          </Button>
        </div>
      ) : null}
    </div>
  );
}
