// The typing benchmark's own file: one SwiftUI screen of about 800 lines (a podcast app's
// profile and settings: sections, forms, sheets, lists, custom rows), one struct, as people
// edit them. Kept in the binary so `a11y-lsp bench --typing` needs no file of its own.
// Its types (Show, Episode, LibraryStore …) live elsewhere in that imagined app; parsing
// and linting need only its text.

enum TypingFixture {
    static let name = "ListeningProfileScreen.swift"

    static let text = #"""
import SwiftUI

/// The listener's profile and settings: who they are, what is playing, their library,
/// downloads, playback and notification preferences, and their account.
struct ListeningProfileScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    let library: LibraryStore
    let player: PlayerController
    let account: AccountSession

    @State private var isOn = false
    @State private var searchText = ""
    @State private var displayName = "Robin Vale"
    @State private var handle = "robinvale"
    @State private var bio = "Long walks, longer episodes."
    @State private var email = "robin@example.com"
    @State private var isPrivateProfile = false
    @State private var showsListeningActivity = true

    @State private var playbackSpeed = 1.0
    @State private var skipForwardSeconds = 30
    @State private var skipBackSeconds = 15
    @State private var trimsSilence = false
    @State private var boostsVoices = true
    @State private var continuesPlayback = true
    @State private var sleepTimerMinutes = 0

    @State private var autoDownloadsNewEpisodes = true
    @State private var downloadsOverCellular = false
    @State private var deletesPlayedEpisodes = true
    @State private var storageLimitGigabytes = 10.0
    @State private var downloadQuality = DownloadQuality.standard

    @State private var notifiesNewEpisodes = true
    @State private var sendsWeeklyDigest = false
    @State private var digestTime = Date()

    @State private var appTheme = AppTheme.system
    @State private var appIcon = "Default"
    @State private var usesLargeArtwork = false

    @State private var selectedShow: Show?
    @State private var selectedEpisode: Episode?
    @State private var isEditingProfile = false
    @State private var isShowingSleepTimer = false
    @State private var isShowingQueue = false
    @State private var isConfirmingSignOut = false
    @State private var isConfirmingClearDownloads = false
    @State private var isRefreshing = false
    @State private var errorMessage: String?
    @State private var expandedSections: Set<String> = ["Library"]

    var body: some View {
        NavigationStack {
            List {
                profileHeader
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)

                if let episode = player.currentEpisode {
                    Section {
                        nowPlayingCard(for: episode)
                    } header: {
                        Text("Now Playing")
                    }
                }

                Section {
                    statsGrid
                } header: {
                    Text("This Month")
                } footer: {
                    Text("Listening time counts episodes played for at least a minute.")
                }

                librarySection
                recentlyPlayedSection
                downloadsSection
                playbackSection
                notificationsSection
                appearanceSection
                accountSection
                aboutSection
            }
            .listStyle(.insetGrouped)
            .navigationTitle(displayName)
            .navigationBarTitleDisplayMode(.inline)
            .searchable(text: $searchText, prompt: "Search your library")
            .refreshable {
                await refreshLibrary()
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        isShowingQueue = true
                    } label: {
                        Label("Up Next", systemImage: "list.bullet")
                    }
                    Menu {
                        Button("Edit Profile") { isEditingProfile = true }
                        Divider()
                        Button("Sign Out", role: .destructive) { isConfirmingSignOut = true }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .sheet(isPresented: $isEditingProfile) {
                editProfileSheet
            }
            .sheet(isPresented: $isShowingSleepTimer) {
                sleepTimerSheet
                    .presentationDetents([.medium])
            }
            .sheet(isPresented: $isShowingQueue) {
                queueSheet
            }
            .sheet(item: $selectedShow) { show in
                showDetailSheet(show)
            }
            .confirmationDialog("Sign out of your account?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {
                    account.signOut()
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Downloads stay on this device until you remove them.")
            }
            .alert("Clear all downloads?", isPresented: $isConfirmingClearDownloads) {
                Button("Clear", role: .destructive) {
                    library.removeAllDownloads()
                }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("This frees \(library.downloadedSize) on this device.")
            }
            .alert("Something went wrong", isPresented: hasError) {
                Button("OK") { errorMessage = nil }
            } message: {
                Text(errorMessage ?? "")
            }
            .task {
                await refreshLibrary()
            }
        }
    }

    // MARK: - Header

    private var profileHeader: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .bottomTrailing) {
                AsyncImage(url: account.avatarURL) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    Circle()
                        .fill(Color.secondary.opacity(0.2))
                        .overlay {
                            Text(initials)
                                .font(.title.bold())
                        }
                }
                .frame(width: 96, height: 96)
                .clipShape(Circle())

                Image(systemName: "camera.fill")
                    .font(.caption)
                    .padding(6)
                    .background(.thinMaterial, in: Circle())
                    .onTapGesture {
                        isEditingProfile = true
                    }
            }

            VStack(spacing: 4) {
                Text(displayName)
                    .font(.title2.weight(.semibold))
                Text("@\(handle)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if !bio.isEmpty {
                    Text(bio)
                        .font(.callout)
                        .multilineTextAlignment(.center)
                        .lineLimit(3)
                }
            }

            HStack(spacing: 24) {
                followCount(library.followedShows.count, label: "Shows")
                followCount(account.followers, label: "Followers")
                followCount(account.following, label: "Following")
            }

            HStack(spacing: 12) {
                Button("Edit Profile") {
                    isEditingProfile = true
                }
                .buttonStyle(.borderedProminent)

                ShareLink(item: account.profileURL) {
                    Image(systemName: "square.and.arrow.up")
                }
                .buttonStyle(.bordered)
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 24)
    }

    private func followCount(_ count: Int, label: String) -> some View {
        VStack(spacing: 2) {
            Text(count, format: .number)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private var initials: String {
        displayName
            .split(separator: " ")
            .prefix(2)
            .compactMap(\.first)
            .map(String.init)
            .joined()
    }

    // MARK: - Now playing

    private func nowPlayingCard(for episode: Episode) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                artwork(episode.artworkURL, size: 56)
                VStack(alignment: .leading, spacing: 2) {
                    Text(episode.title)
                        .font(.headline)
                        .lineLimit(2)
                    Text(episode.showTitle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }

            ProgressView(value: player.elapsed, total: episode.duration)
                .tint(.accentColor)

            HStack {
                Text(formattedTime(player.elapsed))
                Spacer()
                Text("-" + formattedTime(episode.duration - player.elapsed))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.secondary)

            playerControls

            HStack {
                Button {
                    isShowingSleepTimer = true
                } label: {
                    Label(sleepTimerMinutes == 0 ? "Sleep Timer" : "\(sleepTimerMinutes) min", systemImage: "moon.zzz")
                }
                Spacer()
                Menu {
                    ForEach([0.8, 1.0, 1.2, 1.5, 2.0], id: \.self) { speed in
                        Button {
                            playbackSpeed = speed
                            player.setRate(speed)
                        } label: {
                            if speed == playbackSpeed {
                                Label(speedLabel(speed), systemImage: "checkmark")
                            } else {
                                Text(speedLabel(speed))
                            }
                        }
                    }
                } label: {
                    Text(speedLabel(playbackSpeed))
                        .font(.callout.monospacedDigit())
                }
            }
            .buttonStyle(.borderless)
        }
        .padding(.vertical, 4)
    }

    private var playerControls: some View {
        HStack(spacing: 32) {
            Button {
                player.skip(by: -Double(skipBackSeconds))
            } label: {
                Image(systemName: "gobackward.\(skipBackSeconds)")
                    .font(.title2)
            }

            Button {
                player.togglePlayback()
            } label: {
                Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    .font(.system(size: 44))
            }

            Button {
                player.skip(by: Double(skipForwardSeconds))
            } label: {
                Image(systemName: "goforward.\(skipForwardSeconds)")
                    .font(.title2)
            }
        }
        .frame(maxWidth: .infinity)
        .buttonStyle(.plain)
    }

    // MARK: - Stats

    private var statsGrid: some View {
        Grid(horizontalSpacing: 16, verticalSpacing: 16) {
            GridRow {
                statTile(title: "Hours", value: "\(library.stats.hoursListened)", symbol: "headphones")
                statTile(title: "Episodes", value: "\(library.stats.episodesFinished)", symbol: "checkmark.circle")
            }
            GridRow {
                statTile(title: "Streak", value: "\(library.stats.dayStreak) days", symbol: "flame")
                statTile(title: "Saved", value: formattedDuration(library.stats.timeSaved), symbol: "hare")
            }
        }
        .padding(.vertical, 8)
    }

    private func statTile(title: String, value: String, symbol: String) -> some View {
        HStack(spacing: 10) {
            Image(systemName: symbol)
                .font(.title3)
                .foregroundStyle(.tint)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(value)
                    .font(.headline.monospacedDigit())
                Text(title)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }

    // MARK: - Library

    private var librarySection: some View {
        Section(isExpanded: expansion(of: "Library")) {
            if filteredShows.isEmpty {
                ContentUnavailableView.search(text: searchText)
            } else {
                ForEach(filteredShows) { show in
                    showRow(show)
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                library.unfollow(show)
                            } label: {
                                Label("Unfollow", systemImage: "minus.circle")
                            }
                        }
                }
                .onMove { from, to in
                    library.moveShows(from: from, to: to)
                }
            }
        } header: {
            Text("Library")
        }
    }

    private var filteredShows: [Show] {
        guard !searchText.isEmpty else { return library.followedShows }
        return library.followedShows.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    private func showRow(_ show: Show) -> some View {
        HStack(spacing: 12) {
            artwork(show.artworkURL, size: usesLargeArtwork ? 64 : 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(show.title)
                    .font(.body.weight(.medium))
                    .lineLimit(1)
                Text(show.author)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            if show.unplayedCount > 0 {
                Text("\(show.unplayedCount)")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.accentColor))
                    .foregroundStyle(.white)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture {
            selectedShow = show
        }
    }

    private func artwork(_ url: URL?, size: CGFloat) -> some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
                .aspectRatio(contentMode: .fill)
        } placeholder: {
            RoundedRectangle(cornerRadius: 8)
                .fill(.quaternary)
        }
        .frame(width: size, height: size)
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }

    // MARK: - Recently played

    private var recentlyPlayedSection: some View {
        Section(isExpanded: expansion(of: "Recently Played")) {
            ForEach(library.recentEpisodes.prefix(8)) { episode in
                episodeRow(episode)
            }
        } header: {
            Text("Recently Played")
        }
    }

    private func episodeRow(_ episode: Episode) -> some View {
        HStack(alignment: .top, spacing: 12) {
            artwork(episode.artworkURL, size: 40)
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.title)
                    .font(.subheadline.weight(.medium))
                    .lineLimit(2)
                HStack(spacing: 6) {
                    Text(episode.publishedAt, style: .date)
                    Text("·")
                    Text(formattedDuration(episode.duration))
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                if episode.progress > 0, episode.progress < 1 {
                    ProgressView(value: episode.progress)
                        .frame(maxWidth: 120)
                }
            }
            Spacer()
            Button {
                player.play(episode)
            } label: {
                Image(systemName: "play.fill")
            }
            .buttonStyle(.borderless)
        }
        .contextMenu {
            Button("Play Next") { player.enqueueNext(episode) }
            Button("Add to Up Next") { player.enqueue(episode) }
            Button(episode.isPlayed ? "Mark as Unplayed" : "Mark as Played") {
                library.togglePlayed(episode)
            }
        }
    }

    // MARK: - Downloads

    private var downloadsSection: some View {
        Section {
            Toggle("Download New Episodes", isOn: $autoDownloadsNewEpisodes)
            Toggle("Use Cellular Data", isOn: $downloadsOverCellular)
                .disabled(!autoDownloadsNewEpisodes)
            Toggle("Delete Played Episodes", isOn: $deletesPlayedEpisodes)
            Picker("Quality", selection: $downloadQuality) {
                ForEach(DownloadQuality.allCases, id: \.self) { quality in
                    Text(quality.title).tag(quality)
                }
            }
            VStack(alignment: .leading) {
                HStack {
                    Text("Storage Limit")
                    Spacer()
                    Text("\(Int(storageLimitGigabytes)) GB")
                        .foregroundStyle(.secondary)
                }
                Slider(value: $storageLimitGigabytes, in: 1...50, step: 1)
            }
            Button("Clear All Downloads", role: .destructive) {
                isConfirmingClearDownloads = true
            }
            .disabled(library.downloadedEpisodes.isEmpty)
        } header: {
            Text("Downloads")
        } footer: {
            Text("Episodes download over Wi-Fi unless cellular data is allowed.")
        }
    }

    // MARK: - Playback

    private var playbackSection: some View {
        Section {
            Stepper("Skip Forward: \(skipForwardSeconds) s", value: $skipForwardSeconds, in: 5...90, step: 5)
            Stepper("Skip Back: \(skipBackSeconds) s", value: $skipBackSeconds, in: 5...90, step: 5)
            HStack {
                Text("Default Speed")
                Spacer()
                Text(speedLabel(playbackSpeed))
                    .foregroundStyle(.secondary)
            }
            Slider(value: $playbackSpeed, in: 0.5...3, step: 0.1) {
                Text("Speed")
            } minimumValueLabel: {
                Image(systemName: "tortoise")
            } maximumValueLabel: {
                Image(systemName: "hare")
            }
            Toggle("Trim Silence", isOn: $trimsSilence)
            Toggle("Voice Boost", isOn: $boostsVoices)
            Toggle("Continue to Next Episode", isOn: $continuesPlayback)
        } header: {
            Text("Playback")
        }
    }

    // MARK: - Notifications

    private var notificationsSection: some View {
        Section {
            Toggle("New Episodes", isOn: $notifiesNewEpisodes)
            Toggle("Weekly Digest", isOn: $sendsWeeklyDigest)
            if sendsWeeklyDigest {
                DatePicker("Deliver At", selection: $digestTime, displayedComponents: .hourAndMinute)
            }
        } header: {
            Text("Notifications")
        }
    }

    // MARK: - Appearance

    private var appearanceSection: some View {
        Section {
            Picker("Theme", selection: $appTheme) {
                Text("System").tag(AppTheme.system)
                Text("Light").tag(AppTheme.light)
                Text("Dark").tag(AppTheme.dark)
            }
            .pickerStyle(.segmented)
            Toggle("Large Artwork", isOn: $usesLargeArtwork)
            Picker("App Icon", selection: $appIcon) {
                ForEach(["Default", "Midnight", "Sunrise", "Classic", "Mono"], id: \.self) { name in
                    Text(name)
                }
            }
        } header: {
            Text("Appearance")
        }
    }

    // MARK: - Account

    private var accountSection: some View {
        Section {
            LabeledContent("Email", value: email)
            LabeledContent("Plan", value: account.planName)
            Toggle("Private Profile", isOn: $isPrivateProfile)
            Toggle("Share Listening Activity", isOn: $showsListeningActivity)
                .disabled(isPrivateProfile)
            Button("Manage Subscription") {
                openURL(account.manageSubscriptionURL)
            }
            Button("Sign Out", role: .destructive) {
                isConfirmingSignOut = true
            }
        } header: {
            Text("Account")
        }
    }

    // MARK: - About

    private var aboutSection: some View {
        Section {
            LabeledContent("Version", value: appVersion)
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
            Button {
                openURL(URL(string: "mailto:support@example.com")!)
            } label: {
                Label("Contact Support", systemImage: "envelope")
            }
        } header: {
            Text("About")
        } footer: {
            Text("Made for people who listen while they walk.")
                .frame(maxWidth: .infinity)
                .padding(.top, 24)
        }
    }

    private var appVersion: String {
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "?"
        let build = info?["CFBundleVersion"] as? String ?? "?"
        return "\(version) (\(build))"
    }

    // MARK: - Sheets

    private var editProfileSheet: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $displayName)
                        .textContentType(.name)
                    TextField("Username", text: $handle)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                } header: {
                    Text("Profile")
                }
                Section {
                    TextEditor(text: $bio)
                        .frame(minHeight: 96)
                } header: {
                    Text("Bio")
                } footer: {
                    Text("\(bio.count)/160")
                        .foregroundStyle(bio.count > 160 ? .red : .secondary)
                }
                Section {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                } header: {
                    Text("Contact")
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { isEditingProfile = false }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        saveProfile()
                    }
                    .disabled(displayName.trimmingCharacters(in: .whitespaces).isEmpty || bio.count > 160)
                }
            }
        }
    }

    private var sleepTimerSheet: some View {
        NavigationStack {
            List {
                ForEach([0, 5, 10, 15, 30, 45, 60], id: \.self) { minutes in
                    Button {
                        sleepTimerMinutes = minutes
                        player.setSleepTimer(minutes: minutes)
                        isShowingSleepTimer = false
                    } label: {
                        HStack {
                            Text(minutes == 0 ? "Off" : "\(minutes) minutes")
                            Spacer()
                            if minutes == sleepTimerMinutes {
                                Image(systemName: "checkmark")
                                    .foregroundStyle(.tint)
                            }
                        }
                    }
                    .foregroundStyle(.primary)
                }
                Button("End of Episode") {
                    player.sleepAtEndOfEpisode()
                    isShowingSleepTimer = false
                }
            }
            .navigationTitle("Sleep Timer")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private var queueSheet: some View {
        NavigationStack {
            List {
                if player.queue.isEmpty {
                    Text("Nothing is up next. Add episodes from a show or from your history.")
                        .foregroundStyle(.secondary)
                }
                ForEach(player.queue) { episode in
                    HStack {
                        artwork(episode.artworkURL, size: 36)
                        VStack(alignment: .leading) {
                            Text(episode.title)
                                .lineLimit(1)
                            Text(episode.showTitle)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .onMove { from, to in
                    player.moveQueue(from: from, to: to)
                }
                .onDelete { offsets in
                    player.removeFromQueue(at: offsets)
                }
            }
            .navigationTitle("Up Next")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { isShowingQueue = false }
                }
            }
        }
    }

    private func showDetailSheet(_ show: Show) -> some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    HStack(alignment: .top, spacing: 16) {
                        artwork(show.artworkURL, size: 120)
                        VStack(alignment: .leading, spacing: 6) {
                            Text(show.title)
                                .font(.title3.bold())
                            Text(show.author)
                                .foregroundStyle(.secondary)
                            Button(show.isFollowed ? "Following" : "Follow") {
                                library.toggleFollow(show)
                            }
                            .buttonStyle(.bordered)
                        }
                    }
                    Text(show.summary)
                        .font(.callout)
                }
                .padding()
            }
            .navigationTitle(show.title)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    // MARK: - Helpers

    private var hasError: Binding<Bool> {
        Binding(
            get: { errorMessage != nil },
            set: { if !$0 { errorMessage = nil } }
        )
    }

    private func expansion(of section: String) -> Binding<Bool> {
        Binding(
            get: { expandedSections.contains(section) },
            set: { isExpanded in
                if isExpanded {
                    expandedSections.insert(section)
                } else {
                    expandedSections.remove(section)
                }
            }
        )
    }

    private func speedLabel(_ speed: Double) -> String {
        speed.formatted(.number.precision(.fractionLength(1))) + "×"
    }

    private func formattedTime(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let remainder = total % 60
        if hours > 0 {
            return String(format: "%d:%02d:%02d", hours, minutes, remainder)
        }
        return String(format: "%d:%02d", minutes, remainder)
    }

    private func formattedDuration(_ seconds: TimeInterval) -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = seconds >= 3600 ? [.hour, .minute] : [.minute]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: seconds) ?? ""
    }

    private func saveProfile() {
        Task {
            do {
                try await account.updateProfile(name: displayName, handle: handle, bio: bio, email: email)
                isEditingProfile = false
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }

    private func refreshLibrary() async {
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            try await library.refresh()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

"""#
}
