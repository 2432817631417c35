// News of GET /api/news and /api/news/get-one and the SMS commands of GET /api/sms-commands: built
// by server/src/modules/content, shown by the shell.

export interface NewsListItem {
  id: number;
  /** ISO date-time of publication. */
  date: string;
  title: string;
  preview: string;
  image: string | null;
}

export interface NewsItem extends NewsListItem {
  /** Sanitised HTML. */
  html: string;
}

/** One SMS command of the city's /sms-commands page. */
export interface SmsCommand {
  id: string;
  name: string;
  hint: string;
  example: string;
  command_transcription: string;
}
