import { randomUUID } from 'node:crypto';
import {
  CONTENT_IMAGE_MAX_PX,
  type ContentImageUpload,
  type Faq,
  type Manual,
  type ManualDevice,
  type Manuals,
  type Notice,
  type PrintPopup,
  type PrintPopupAdmin,
  SLIDER_TARGETS,
  type Slider,
} from '@songdee/shared/content/landing.schema';
import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/files/file-store';
import { processImage, sniffFile } from '../../lib/files/image-processing';
import type { Actor } from '../auth/actor';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import type { FaqValues, LandingRepository, NoticeValues, PopupValues, SliderValues } from './landing.repository';

type Row<K extends 'sliders' | 'notices' | 'faqs'> = NonNullable<Awaited<ReturnType<LandingRepository[K]['insert']>>>;

const toSlider = (r: Row<'sliders'>): Slider => ({
  id: r.id,
  imagePath: r.imagePath,
  urlLink: r.urlLink,
  target: (SLIDER_TARGETS as readonly string[]).includes(r.target) ? (r.target as Slider['target']) : '_self',
  sortOrder: r.sortOrder,
});
const toNotice = (r: Row<'notices'>): Notice => ({
  id: r.id,
  content: r.content,
  imagePath: r.imagePath,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
});
const toFaq = (r: Row<'faqs'>): Faq => ({ id: r.id, question: r.question, answer: r.answer, sortOrder: r.sortOrder });

const CONTENT_AREA = 'content';

/** An uploaded file, read only once the caller is known to be the central admin. */
type Upload = { filename: string; content: Buffer };

/** The shown name of an uploaded manual: its base name, without path or control characters. */
const manualName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').slice(0, 200) || 'manual.pdf';

/**
 * The landing page's content (spec 2 section 2 "/"): everyone reads it; the central admin edits it (spec 2 section 6,
 * "central admin only", extended to the landing content so staff change it without a developer). Images and PDFs are
 * checked by their bytes.
 */
export function createLandingService(deps: {
  repo: LandingRepository;
  files: FileStore;
  postOffice: Pick<PostOfficeAdmins, 'requireCentral'>;
}) {
  const { repo, files, postOffice } = deps;

  /** An image key the content upload made and that is still stored; CONTENT_IMAGE_NOT_FOUND at `imagePath` otherwise. */
  async function assertContentImage(imagePath: string | null | undefined) {
    if (!imagePath) return;
    if (imagePath.startsWith(`${CONTENT_AREA}/`) && (await files.exists(imagePath))) return;
    throw new AppError('CONTENT_IMAGE_NOT_FOUND', undefined, [{ path: 'imagePath', key: 'errors.CONTENT_IMAGE_NOT_FOUND' }]);
  }

  const found = <T>(row: T | undefined, code: ErrorCode): T => {
    if (!row) throw new AppError(code);
    return row;
  };

  /** The central admin's writes of one row table: create, update, delete, each checking the image first. */
  function editable<K extends 'sliders' | 'notices' | 'faqs', V extends { imagePath?: string | null }, T>(
    table: K,
    present: (row: Row<K>) => T,
    notFound: ErrorCode,
  ) {
    const rows = repo[table] as unknown as {
      insert(values: V): Promise<Row<K> | undefined>;
      update(id: string, values: V): Promise<Row<K> | undefined>;
      delete(id: string): Promise<boolean>;
    };
    return {
      async create(actor: Actor, values: V): Promise<T> {
        await postOffice.requireCentral(actor);
        await assertContentImage(values.imagePath);
        return present(found(await rows.insert(values), 'INTERNAL'));
      },
      async update(actor: Actor, id: string, values: V): Promise<T> {
        await postOffice.requireCentral(actor);
        await assertContentImage(values.imagePath);
        return present(found(await rows.update(id, values), notFound));
      },
      async delete(actor: Actor, id: string): Promise<void> {
        await postOffice.requireCentral(actor);
        if (!(await rows.delete(id))) throw new AppError(notFound);
      },
    };
  }

  const toManual = (r: { device: string; filePath: string; fileName: string; size: number; updatedAt: Date }): Manual => ({
    device: r.device as ManualDevice,
    filePath: r.filePath,
    fileName: r.fileName,
    size: r.size,
    updatedAt: r.updatedAt.toISOString(),
  });

  return {
    sliders: {
      list: async () => (await repo.sliders.all()).map(toSlider),
      ...editable<'sliders', SliderValues, Slider>('sliders', toSlider, 'SLIDER_NOT_FOUND'),
    },
    notices: {
      active: async (): Promise<Notice | null> => {
        const row = await repo.notices.active();
        return row ? toNotice(row) : null;
      },
      async list(actor: Actor) {
        await postOffice.requireCentral(actor);
        return (await repo.notices.all()).map(toNotice);
      },
      ...editable<'notices', NoticeValues, Notice>('notices', toNotice, 'NOTICE_NOT_FOUND'),
    },
    faqs: {
      list: async () => (await repo.faqs.all()).map(toFaq),
      ...editable<'faqs', FaqValues & { imagePath?: null }, Faq>('faqs', toFaq, 'FAQ_NOT_FOUND'),
    },

    /** A landing image (slider, notice, popup): an accepted image by content, within CONTENT_IMAGE_MAX_PX a side. */
    async uploadImage(actor: Actor, read: () => Promise<Upload>): Promise<ContentImageUpload> {
      await postOffice.requireCentral(actor);
      const image = await processImage((await read()).content, { maxPixels: CONTENT_IMAGE_MAX_PX });
      const imagePath = `${CONTENT_AREA}/${actor.userId}/${randomUUID()}.${image.ext}`;
      await files.put(imagePath, image.original);
      return { imagePath };
    },

    manuals: {
      async get(): Promise<Manuals> {
        const rows = await repo.manuals.all();
        const of = (device: ManualDevice) => {
          const row = rows.find((r) => r.device === device);
          return row ? toManual(row) : null;
        };
        return { pc: of('pc'), mobile: of('mobile') };
      },
      /** Replaces the device's manual with a PDF (by its magic bytes); the previous file is removed. */
      async put(actor: Actor, device: ManualDevice, read: () => Promise<Upload>): Promise<Manual> {
        await postOffice.requireCentral(actor);
        const upload = await read();
        if ((await sniffFile(upload.content))?.kind !== 'pdf') throw new AppError('MANUAL_NOT_PDF');
        const filePath = `${CONTENT_AREA}/${actor.userId}/${randomUUID()}.pdf`;
        await files.put(filePath, upload.content);
        const { saved, replaced } = await repo.manuals.put(device, {
          filePath,
          fileName: manualName(upload.filename),
          size: upload.content.length,
        });
        if (replaced && replaced !== filePath) await files.delete(replaced);
        return toManual(found(saved, 'INTERNAL'));
      },
    },

    printPopup: {
      /** The popup for `actor` after printing, or null (none active, or they ticked "do not show again" for this version). */
      async forUser(actor: Actor): Promise<PrintPopup | null> {
        const row = (await repo.printPopup.findFor(actor.userId))?.print_popups;
        return row ? { version: row.version, title: row.title, content: row.content, imagePath: row.imagePath } : null;
      },
      dismiss: async (actor: Actor, version: number) => {
        await repo.printPopup.dismiss(actor.userId, version);
      },
      async get(actor: Actor): Promise<PrintPopupAdmin | null> {
        await postOffice.requireCentral(actor);
        const row = await repo.printPopup.find();
        return row ? { version: row.version, title: row.title, content: row.content, imagePath: row.imagePath, active: row.active } : null;
      },
      async save(actor: Actor, values: PopupValues): Promise<PrintPopupAdmin> {
        await postOffice.requireCentral(actor);
        await assertContentImage(values.imagePath);
        const row = found(await repo.printPopup.save(values), 'INTERNAL');
        return { version: row.version, title: row.title, content: row.content, imagePath: row.imagePath, active: row.active };
      },
    },
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
