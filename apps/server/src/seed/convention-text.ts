/** The Demo Academy's school convention (agreement version 1): long enough that reading it means scrolling. */
const SECTIONS: Array<[string, string, string]> = [
  [
    '尊重他人',
    'Respect others',
    '在讨论区、直播与作业点评中保持礼貌，不发布歧视、骚扰或人身攻击的内容。Be courteous in discussions, live classes and reviews; no discrimination, harassment or personal attacks.',
  ],
  [
    '诚信学习',
    'Learn honestly',
    '独立完成测验与考试，引用他人成果时注明出处。Complete quizzes and exams on your own and credit the work of others you quote.',
  ],
  [
    '保护隐私',
    'Protect privacy',
    '不收集、公开或转发其他学员的个人信息与学习记录。Do not collect, publish or forward other learners’ personal data or learning records.',
  ],
  [
    '合理使用资源',
    'Use resources fairly',
    '课程视频与资料仅供本人学习使用，不得录制、转载或用于商业目的。Course videos and materials are for your own learning only; no recording, reposting or commercial use.',
  ],
  [
    '账号安全',
    'Keep your account safe',
    '妥善保管密码，不与他人共用账号；发现异常登录请立即联系学院管理员。Keep your password safe and never share your account; report unusual sign-ins to the school administrators at once.',
  ],
  [
    '内容规范',
    'Content rules',
    '发布的帖子、评论与作品须遵守法律法规与学院规定，不含违法或侵权内容。Posts, comments and works must follow the law and school rules, with no illegal or infringing content.',
  ],
  [
    '讲师与助教',
    'Lecturers and assistants',
    '尊重讲师与助教的安排，按时提交作业，如有疑问通过课程讨论区提出。Follow the arrangements of lecturers and assistants, hand in work on time and ask questions in the course forum.',
  ],
  [
    '违规处理',
    'Breaches',
    '违反本公约的行为可能导致内容删除、暂停学习权限或移出学院。Breaching this convention can lead to removal of content, suspended access or removal from the school.',
  ],
  [
    '公约更新',
    'Updates',
    '学院可能更新本公约，更新后需重新阅读并同意方可继续访问学院内容。The school may update this convention; you must read and accept the new version to keep accessing its content.',
  ],
  [
    '联系我们',
    'Contact',
    '对本公约有任何疑问，请通过页面底部的“意见反馈”联系学院。For any question about this convention, contact the school through Feedback at the bottom of the page.',
  ],
];

export const DEMO_CONVENTION_HTML = [
  '<p>欢迎加入演示学院。为了让每位学员都能安心学习，请阅读并遵守以下公约。Welcome to the Demo Academy. Please read and follow this convention so that everyone can learn with confidence.</p>',
  ...SECTIONS.map(([zh, en, text], index) => `<h3>${index + 1}. ${zh} ${en}</h3><p>${text}</p>`),
  // Spec §5 whitelisted styles reach the dialog (centred, coloured closing line).
  '<p style="text-align:center;color:#a93226"><strong>点击“同意”即表示您已阅读并接受本公约。By choosing Agree you confirm that you have read and accept this convention.</strong></p>',
].join('\n');
