/** Every e-mail's words, in each language: an e-mail is written in its recipient's language (English if unset). */
import type { Language } from '@quiz/contract/languages';
import { messagesIn } from '@quiz/contract/message-catalog';

interface MailWords {
  subject: string;
  lines: string[];
  action: string;
}

export interface EmailTexts {
  hello: (name: string) => string;
  linkFallback: string;
  verify: MailWords;
  reset: MailWords;
  invite: (host: string, quizTitle: string, code: string) => MailWords;
  /** Homework given (issue 38), or due within a day and not handed in; `due` is written in the teacher's zone. */
  homework: (kind: 'assigned' | 'reminder', work: { quizTitle: string; className: string; due: string }) => MailWords;
}

export const emailTexts: Record<Language, EmailTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    linkFallback: 'If the button does not work, copy this address into your browser:',
    verify: {
      subject: 'Verify your email for Quiz Adventure',
      lines: [
        'Welcome to Quiz Adventure! Please confirm that this is your email address.',
        'The link is valid for 24 hours.',
      ],
      action: 'Verify my email',
    },
    reset: {
      subject: 'Reset your Quiz Adventure password',
      lines: [
        'Someone asked to reset the password of your Quiz Adventure account.',
        'The link is valid for 1 hour and works once. If it was not you, ignore this email: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    invite: (host, quizTitle, code) => ({
      subject: messagesIn('en').invitedEmailSubject(host),
      lines: [messagesIn('en').roomInvite(host, quizTitle) + '.', `The room code is ${code}.`],
      action: 'Join the room',
    }),
    homework: (kind, { quizTitle, className, due }) =>
      kind === 'assigned'
        ? {
            subject: `New homework: ${quizTitle}`,
            lines: [`Your teacher of ${className} gave you homework: ${quizTitle}.`, `It is due ${due}.`],
            action: 'Open my To do',
          }
        : {
            subject: `Reminder: ${quizTitle} is due soon`,
            lines: [`Your homework ${quizTitle} for ${className} is due ${due}, and you have not handed it in yet.`],
            action: 'Do it now',
          },
  },
  vi: {
    hello: (name) => `Xin chào ${name},`,
    linkFallback: 'Nếu nút không hoạt động, hãy sao chép địa chỉ này vào trình duyệt:',
    verify: {
      subject: 'Xác minh email của bạn cho Quiz Adventure',
      lines: [
        'Chào mừng bạn đến với Quiz Adventure! Vui lòng xác nhận đây là địa chỉ email của bạn.',
        'Liên kết có hiệu lực trong 24 giờ.',
      ],
      action: 'Xác minh email',
    },
    reset: {
      subject: 'Đặt lại mật khẩu Quiz Adventure của bạn',
      lines: [
        'Có người đã yêu cầu đặt lại mật khẩu tài khoản Quiz Adventure của bạn.',
        'Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần. Nếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
      ],
      action: 'Chọn mật khẩu mới',
    },
    invite: (host, quizTitle, code) => ({
      subject: messagesIn('vi').invitedEmailSubject(host),
      lines: [messagesIn('vi').roomInvite(host, quizTitle) + '.', `Mã phòng là ${code}.`],
      action: 'Vào phòng',
    }),
    homework: (kind, { quizTitle, className, due }) =>
      kind === 'assigned'
        ? {
            subject: `Bài tập mới: ${quizTitle}`,
            lines: [`Giáo viên lớp ${className} đã giao cho em bài tập: ${quizTitle}.`, `Hạn nộp: ${due}.`],
            action: 'Mở Việc cần làm',
          }
        : {
            subject: `Nhắc nhở: sắp đến hạn nộp ${quizTitle}`,
            lines: [`Bài tập ${quizTitle} của lớp ${className} đến hạn ${due}, và em chưa nộp bài.`],
            action: 'Làm bài ngay',
          },
  },
};
